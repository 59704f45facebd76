import type { Photo } from '../catalog/product-api.ts';

/** Size of the link-preview pictures (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * The link-preview picture of a product: messengers and social networks do not show SVG, so every
 * /static/products/NAME.svg has a JPEG twin at /static/products/share/NAME.jpg
 * (apps/server/scripts/share-images.ts), and every uploaded photo a `${base}-share.jpg` (the media pipeline).
 */
/** Whether a picture's URL (absolute or not) is one of those JPEGs, of SHARE_IMAGE's size. */
export const isShareImage = (url: string): boolean =>
  /\/static\/products\/share\/[\w-]+\.jpg$/.test(url) || /\/media\/products\/[\w-]+-share\.jpg$/.test(url);

export function shareImageOf(image: string): string {
  const drawing = /^\/static\/products\/([\w-]+)\.svg$/.exec(image);
  return drawing ? `/static/products/share/${drawing[1]}.jpg` : image;
}

/** An uploaded photo's link preview: 1200×630, cropped to fill. */
export const photoShareImage = (photo: Photo): string => `${photo.base}-share.jpg`;
