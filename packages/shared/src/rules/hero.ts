import type { ProductGroup } from '../catalog/product-api.ts';
import { type ClassifiedProduct, flattenProducts } from './classification.ts';

export interface HeroPiece {
  src: string;
  alt: string;
}

/**
 * Up to three distinct product pictures for the landing's hero illustration, popular ones first. The server
 * preloads the first one (the page's largest paint), so both sides must pick the same. The hero lays the
 * seeded cut-out illustrations over its backdrop: a product with uploaded photos (a rectangle, a heavier
 * file) takes no part in it.
 */
export function heroPieces(items: readonly ClassifiedProduct[]): HeroPiece[] {
  const ranked = [...items].sort((a, b) => Number(b.product.popular) - Number(a.product.popular));
  const pieces: HeroPiece[] = [];
  for (const { product } of ranked) {
    if (product.photos && product.photos.length > 0) continue;
    const src = product.image_urls[0];
    if (src && !pieces.some((piece) => piece.src === src)) pieces.push({ src, alt: product.name });
    if (pieces.length === 3) break;
  }
  return pieces;
}

/** The main page shows the food range; merch sizes and custom-box flavours have their own pages. */
export const isLandingItem = (item: ClassifiedProduct) => item.category === 'regular';

/** The hero's first picture for a catalogue: what the main page paints largest. */
export function landingHeroImage(groups: readonly ProductGroup[]): string | undefined {
  return heroPieces(flattenProducts(groups).filter(isLandingItem))[0]?.src;
}
