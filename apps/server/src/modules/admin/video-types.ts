/**
 * File types of review uploads, told by their first bytes (magic numbers), never by the client's name or
 * mimetype: the stored file gets the extension of what it really is.
 */

/** How many leading bytes the checks need. */
export const MAGIC_BYTES = 12;

export type VideoType = 'mp4' | 'webm';
export type PosterType = 'jpg' | 'png' | 'webp';

const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** ISO base media files that are still images (HEIF, AVIF), not clips, share MP4's 'ftyp' box. */
const imageBrands = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** MP4 (and its ISO-BMFF kin): an 'ftyp' box first, bytes 4..7; WebM (Matroska): EBML header 1A 45 DF A3. */
export function videoType(head: Buffer): VideoType | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp')
    return imageBrands.has(ascii(head, 8, 12)) ? null : 'mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  return null;
}

/** JPEG FF D8 FF, PNG 89 'PNG' 0D 0A 1A 0A, WebP 'RIFF' …. 'WEBP'. */
export function posterType(head: Buffer): PosterType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return null;
}
