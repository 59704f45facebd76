import { describe, expect, it } from 'vitest';
import type { Photo } from '../catalog/product-api.ts';
import { largestPhotoJpeg, photoFile, photoHeightAt, photoSrcSet, photoWidthFor } from './photo-files.ts';
import { isShareImage, photoShareImage, shareImageOf } from './share-image.ts';

const photo: Photo = {
  base: '/media/products/0f3a9c1d2b4e5f60718293a4b5c6d7e8',
  alt: 'Батончик в разрезе',
  width: 1600,
  height: 1200,
  widths: [320, 640, 960, 1440],
};

describe('photo files', () => {
  it('names every width of every format after the base', () => {
    expect(photoFile(photo, 640, 'avif')).toBe(`${photo.base}-640.avif`);
    expect(photoSrcSet(photo, 'webp')).toBe(
      `${photo.base}-320.webp 320w, ${photo.base}-640.webp 640w, ${photo.base}-960.webp 960w, ${photo.base}-1440.webp 1440w`,
    );
  });

  it('offers each width once, ascending, whatever the list says', () => {
    const messy = { ...photo, widths: [640, 320, 640, 0, -5, 1.5] };
    expect(photoSrcSet(messy, 'jpg')).toBe(`${photo.base}-320.jpg 320w, ${photo.base}-640.jpg 640w`);
  });

  it('picks the smallest width that covers what is wanted, else the largest', () => {
    expect(photoWidthFor(photo, 300)).toBe(320);
    expect(photoWidthFor(photo, 641)).toBe(960);
    expect(photoWidthFor(photo, 5000)).toBe(1440);
    expect(largestPhotoJpeg(photo)).toBe(`${photo.base}-1440.jpg`);
    expect(largestPhotoJpeg({ ...photo, widths: [] })).toBe(`${photo.base}-1600.jpg`);
  });

  it('keeps the photo’s proportions', () => {
    expect(photoHeightAt(photo, 320)).toBe(240);
    expect(photoHeightAt({ ...photo, width: 0 }, 320)).toBe(320);
  });

  it('gives a photo its link preview, which counts as a share picture', () => {
    expect(photoShareImage(photo)).toBe(`${photo.base}-share.jpg`);
    expect(isShareImage(`https://humbl.example${photo.base}-share.jpg`)).toBe(true);
    expect(isShareImage(`${photo.base}-1440.jpg`)).toBe(false);
    expect(shareImageOf(`${photo.base}-960.jpg`)).toBe(`${photo.base}-960.jpg`);
  });
});
