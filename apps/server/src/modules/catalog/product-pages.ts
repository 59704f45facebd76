import { findCard } from '@shop/shared/rules/card-builders';
import type { Card } from '@shop/shared/rules/cards';
import { photoShareImage, shareImageOf } from '@shop/shared/rules/share-image';
import type { PageMeta } from '../storefront/index-html.ts';

type Section = 'catalog' | 'merch';

/**
 * docs/product/catalogue.md#product-pages: /catalog/{id} shows regular and box products, /merch/{id} merch
 * and gift cards.
 */
export const sectionOf = (card: Card): Section =>
  card.kind === 'merch' || card.kind === 'gifted_card' ? 'merch' : 'catalog';

export const productPagePath = (card: Card) => `/${sectionOf(card)}/${card.id}`;

const productPathPattern = /^\/(catalog|merch)\/([^/]+)\/?$/;

/**
 * The card a product address shows: undefined when the path is no product page at all, null when it is
 * one whose id matches no active product of that section.
 */
export function cardForPath(cards: readonly Card[], pathname: string): Card | null | undefined {
  const match = productPathPattern.exec(pathname);
  if (!match) return undefined;
  const [, section, id] = match;
  if (section === 'catalog' && id === 'customBox') return undefined;
  const card = findCard(cards, decodeURIComponent(id!));
  return card && sectionOf(card) === section ? card : null;
}

const MAX_DESCRIPTION = 200;

function shorten(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= MAX_DESCRIPTION) return plain;
  return `${plain.slice(0, plain.lastIndexOf(' ', MAX_DESCRIPTION - 1))}…`;
}

/**
 * The picture a link preview shows (docs/product/catalogue.md#images): the main photo's 1200×630 share JPEG,
 * else the JPEG twin of the illustration.
 */
function shareImagePath(card: Card): string | undefined {
  const photo = card.photos?.[0];
  if (photo) return photoShareImage(photo);
  const image = card.images[0];
  return image ? shareImageOf(image) : undefined;
}

/** Title, description, price and image of a product page, for search engines and link previews. */
export function productPageMeta(card: Card, publicUrl: string): PageMeta {
  const image = shareImagePath(card);
  return {
    type: 'product',
    title: `${card.title} — ${card.price.current} ₽ | humbl`,
    description: shorten(card.description),
    url: `${publicUrl}${productPagePath(card)}`,
    ...(image ? { image: new URL(image, `${publicUrl}/`).toString() } : {}),
    price: card.price.current,
  };
}
