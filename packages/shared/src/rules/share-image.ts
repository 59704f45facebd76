/** Size of the link-preview pictures (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * The link-preview picture of a product drawing: messengers and social networks do not show SVG, so every
 * /static/products/NAME.svg has a JPEG twin at /static/products/share/NAME.jpg
 * (apps/server/scripts/share-images.ts). Anything else is used as it is.
 */
/** Whether a picture's URL (absolute or not) is one of those JPEG twins, of SHARE_IMAGE's size. */
export const isShareImage = (url: string): boolean => /\/static\/products\/share\/[\w-]+\.jpg$/.test(url);

export function shareImageOf(image: string): string {
  const drawing = /^\/static\/products\/([\w-]+)\.svg$/.exec(image);
  return drawing ? `/static/products/share/${drawing[1]}.jpg` : image;
}
