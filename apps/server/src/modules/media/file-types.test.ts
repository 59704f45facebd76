import { describe, expect, it } from 'vitest';
import { imageType, posterType, videoType } from './file-types.ts';

/** Uploads are typed by their first bytes: the 'ftyp' brands tell AVIF and HEIC from each other and from MP4. */

const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return box;
};

describe('imageType', () => {
  it('tells JPEG, PNG and WebP by their signatures', () => {
    expect(imageType(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toBe('jpg');
    expect(imageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageType(Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(imageType(Buffer.from('RIFF\x10\0\0\0AVI LIST', 'latin1'))).toBeNull();
  });

  it('tells AVIF and HEIC by any of their brands, whatever the major one', () => {
    expect(imageType(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    // libavif and others may name the generic HEIF brand first.
    expect(imageType(ftyp('mif1', 'avif', 'miaf'))).toBe('avif');
    expect(imageType(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(imageType(ftyp('mif1', 'heic'))).toBe('heic');
    expect(imageType(ftyp('heix'))).toBe('heic');
    expect(imageType(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
  });

  it('refuses what is not one of ours: GIF, SVG, PDF, text, too few bytes', () => {
    for (const head of [
      'GIF89a\x01\0',
      '<svg xmlns="http://www.w3.org/2000/svg">',
      '%PDF-1.7',
      'hello',
      '',
    ]) {
      expect(imageType(Buffer.from(head, 'latin1')), head).toBeNull();
    }
    expect(imageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('videoType and posterType', () => {
  it('takes MP4 and WebM as clips, never a still image in an ISO box', () => {
    expect(videoType(ftyp('isom', 'iso2', 'mp41'))).toBe('mp4');
    expect(videoType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
    expect(videoType(ftyp('heic', 'mif1'))).toBeNull();
    expect(videoType(ftyp('avif'))).toBeNull();
  });

  it('takes the pictures a canvas makes as posters, not AVIF or HEIC', () => {
    expect(posterType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpg');
    expect(posterType(ftyp('avif'))).toBeNull();
    expect(posterType(ftyp('heic'))).toBeNull();
  });
});
