import { boxTypeSize } from '@shop/shared/boxes/box-types';
import type { Box } from '@shop/shared/cart/cart-api';
import { boxRemaining, setBoxSize } from '@shop/shared/rules/card-transitions';
import type { BoxCard, Card } from '@shop/shared/rules/cards';
import { readyBoxTitle } from '@shop/shared/rules/prices';

/** Flavours per row layer of the box (docs/product/boxes.md#rules). */
export const ITEMS_PER_LAYER = 4;

/** The product types the builder offers: the catalogue's custom-box cards. */
export const boxProducts = (cards: readonly Card[]): BoxCard[] =>
  cards.filter((card): card is BoxCard => card.kind === 'box' && card.isCustomBox);

/** A fresh box of a product type: no flavours, the chosen size kept when the type offers it. */
export function emptyBox(card: BoxCard, size?: number): BoxCard {
  const blank = { ...card, selectedFlavors: {} };
  return size === undefined ? blank : setBoxSize(blank, size);
}

/**
 * A box from the basket, ready to edit: the product type whose flavours it holds, its size and its
 * flavours. Null when no custom-box card offers all its flavours any more.
 */
export function boxForEditing(cards: readonly Card[], box: Box): BoxCard | null {
  const selectedFlavors: Record<number, number> = {};
  for (const item of box.items) {
    if (item.quantity > 0)
      selectedFlavors[item.product_id] = (selectedFlavors[item.product_id] ?? 0) + item.quantity;
  }
  const ids = Object.keys(selectedFlavors).map(Number);
  const card = boxProducts(cards).find((candidate) =>
    ids.every((id) => candidate.flavors.some((flavor) => flavor.id === id)),
  );
  return card ? { ...emptyBox(card, boxTypeSize[box.box_type]), selectedFlavors } : null;
}

/**
 * The box's places, layer by layer (rows of 4): each holds the flavour put there, in the order of the
 * flavour list, or null while it is empty.
 */
export function boxLayers(card: BoxCard): (number | null)[][] {
  const places: (number | null)[] = [];
  for (const flavor of card.flavors) {
    for (let i = 0; i < (card.selectedFlavors[flavor.id] ?? 0); i += 1) places.push(flavor.id);
  }
  while (places.length < card.selectedQuantity) places.push(null);
  const layers: (number | null)[][] = [];
  for (let start = 0; start < places.length; start += ITEMS_PER_LAYER) {
    layers.push(places.slice(start, start + ITEMS_PER_LAYER));
  }
  return layers;
}

/** The API's items for a box: every flavour of the type listed, zero for the unused (PUT needs them all). */
export const boxItems = (card: BoxCard) =>
  card.flavors.map((flavor) => ({ product_id: flavor.id, quantity: card.selectedFlavors[flavor.id] ?? 0 }));

/** The product a custom-box type is of: 'Box humblbar' → 'humblbar'. */
export const productWord = (card: BoxCard) => card.title.replace(/^box\s+/i, '');

/** A flavour's name inside its type, without the product word: 'humblbar Кокос' → 'Кокос'. */
export function flavourName(card: BoxCard, name: string): string {
  const prefix = `${productWord(card)} `;
  return name.toLowerCase().startsWith(prefix.toLowerCase()) ? name.slice(prefix.length) : name;
}

/**
 * 'Бокс mini 4', 'Бокс humblbar 8', 'Бокс fancy 12' (docs/product/boxes.md#prices): the size's name, 8 named
 * by the product.
 */
export const boxTitle = (box: BoxCard): string => readyBoxTitle(`${box.title} ${box.selectedQuantity}`);

/** What is still to choose, or that the box is full. */
export const remainingText = (box: BoxCard) => {
  const left = boxRemaining(box);
  return left === 0 ? 'Бокс собран — можно добавлять' : `Осталось выбрать: ${left} шт`;
};
