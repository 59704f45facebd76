import type { Photo } from '../catalog/product-api.ts';

/**
 * The files of an uploaded product photo (docs/product/catalogue.md#images): `${base}-${w}.avif|webp|jpg` for
 * each of its `widths` (ascending) and `${base}-share.jpg`, the 1200×630 link preview.
 */
export type PhotoFormat = 'avif' | 'webp' | 'jpg';

export const PHOTO_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export const photoFile = (photo: Photo, width: number, format: PhotoFormat): string =>
  `${photo.base}-${width}.${format}`;

/** The widths to offer: the photo's own, ascending, without duplicates or nonsense. */
const widthsOf = (photo: Photo): number[] =>
  [...new Set(photo.widths.filter((width) => Number.isInteger(width) && width > 0))].sort((a, b) => a - b);

/** `srcset` of one format: every width the photo was made in ('… 320w, … 640w'). */
export const photoSrcSet = (photo: Photo, format: PhotoFormat): string =>
  widthsOf(photo)
    .map((width) => `${photoFile(photo, width, format)} ${width}w`)
    .join(', ');

/** The smallest width at least `wanted` pixels wide, else the largest there is (0 when none). */
export function photoWidthFor(photo: Photo, wanted: number): number {
  const widths = widthsOf(photo);
  return widths.find((width) => width >= wanted) ?? widths.at(-1) ?? 0;
}

/** The largest JPEG (search engines' and structured data's picture of the product). */
export const largestPhotoJpeg = (photo: Photo): string => {
  const widths = widthsOf(photo);
  return photoFile(photo, widths.at(-1) ?? photo.width, 'jpg');
};

/** The photo's height when shown `width` pixels wide (its own proportions), at least 1. */
export const photoHeightAt = (photo: Photo, width: number): number =>
  photo.width > 0 ? Math.max(1, Math.round((photo.height * width) / photo.width)) : width;

/**
 * How wide each place shows a photo (`sizes`), true to its layout (apps/web: product-details.module.css,
 * image-gallery.module.css, card-grid.module.css, box-card-view.module.css, flavour-grid.module.css). The
 * server preloads the product page's main photo with `productMain` when it cannot paint the page itself.
 */
export const PHOTO_SIZES = {
  /** The product page's large picture: half the 80rem page beside the text, else up to 28rem. */
  productMain: '(min-width: 992px) min(576px, calc(47.5vw - 2rem)), min(448px, calc(95vw - 1rem))',
  /** The gallery's thumbnails (4.5rem buttons). */
  thumb: '64px',
  /** List cards in a row of the main page: 70 % of the phone's width, at most ~22rem wider. */
  listCard: '(max-width: 567.98px) 70vw, 360px',
  /** List cards in the catalogue's and merch's grids: two columns on phones, at most ~22rem wider. */
  gridCard: '(max-width: 567.98px) calc(47.5vw - 14px), 360px',
  /** A flavour in the box page's list. */
  flavorIcon: '44px',
  /** A flavour in the box builder. */
  builderFlavor: '128px',
} as const;
