import type { BoxCard, Card, GiftCard, MerchCard, MerchSizeOption, RegularCard } from './cards.ts';
import { boxCardPrice, regularCardPrice } from './prices.ts';

/**
 * Card state transitions (docs/product/catalogue.md#cards, docs/product/boxes.md#rules). Every transition is
 * pure: it returns a new card when the change is allowed and changes something, and the very same object
 * otherwise (so `next === card` means "refused or nothing to do"). Prices follow the selection.
 */

const isPositiveInteger = (value: number) => Number.isInteger(value) && value > 0;

// ---------------------------------------------------------------------------------------------------------------
// custom box

/** Sum of the chosen flavour counts. */
export function boxFlavorTotal(card: BoxCard): number {
  return Object.values(card.selectedFlavors).reduce((sum, count) => sum + count, 0);
}

/** Places still free in the box (never negative). */
export function boxRemaining(card: BoxCard): number {
  return Math.max(0, card.selectedQuantity - boxFlavorTotal(card));
}

/** The box can be sent (docs/product/boxes.md#rules: the chosen count equals the size). */
export function isBoxComplete(card: BoxCard): boolean {
  return boxFlavorTotal(card) === card.selectedQuantity;
}

const withBoxSelection = (card: BoxCard, changes: Partial<BoxCard>): BoxCard => {
  const next = { ...card, ...changes };
  return { ...next, price: boxCardPrice(next) };
};

/** Adds `count` of a flavour: only a listed flavour, a whole count above 0, and never beyond the box size. */
export function addBoxFlavor(card: BoxCard, flavorId: number, count = 1): BoxCard {
  if (!isPositiveInteger(count) || !card.flavors.some((flavor) => flavor.id === flavorId)) return card;
  if (count > boxRemaining(card)) return card;
  const selectedFlavors = {
    ...card.selectedFlavors,
    [flavorId]: (card.selectedFlavors[flavorId] ?? 0) + count,
  };
  return withBoxSelection(card, { selectedFlavors });
}

/** Removes `count` of a flavour, stopping at 0; a flavour at 0 leaves the map. */
export function removeBoxFlavor(card: BoxCard, flavorId: number, count = 1): BoxCard {
  const current = card.selectedFlavors[flavorId] ?? 0;
  if (!isPositiveInteger(count) || current <= 0) return card;
  const selectedFlavors = { ...card.selectedFlavors };
  const left = Math.max(0, current - count);
  if (left === 0) delete selectedFlavors[flavorId];
  else selectedFlavors[flavorId] = left;
  return withBoxSelection(card, { selectedFlavors });
}

/**
 * Switches the box size: only to an offered count. A choice that no longer fits the new size is dropped
 * entirely (the shopper starts over); one that fits is kept.
 */
export function setBoxSize(card: BoxCard, size: number): BoxCard {
  if (size === card.selectedQuantity || !card.quantityOptions.some((option) => option.count === size))
    return card;
  const selectedFlavors = boxFlavorTotal(card) > size ? {} : card.selectedFlavors;
  return withBoxSelection(card, { selectedQuantity: size, selectedFlavors });
}

// ---------------------------------------------------------------------------------------------------------------
// gift card

/** Picks a denomination: only an offered one; the price is the denomination. */
export function selectDenomination(card: GiftCard, value: number): GiftCard {
  if (value === card.selectedDenomination || !card.denominations.includes(value)) return card;
  return { ...card, selectedDenomination: value, price: { current: value, original: value, discount: 0 } };
}

// ---------------------------------------------------------------------------------------------------------------
// merch

/** Picks a size: only a listed, available one. */
export function selectMerchSize(card: MerchCard, sizeId: number): MerchCard {
  if (sizeId === card.selectedSize || !card.sizes.some((size) => size.id === sizeId && size.available))
    return card;
  return { ...card, selectedSize: sizeId };
}

/** Picks a colour: only a listed, available one. */
export function selectMerchColor(card: MerchCard, colorId: string): MerchCard {
  if (
    colorId === card.selectedColor ||
    !card.colors.some((color) => color.id === colorId && color.available)
  ) {
    return card;
  }
  return { ...card, selectedColor: colorId };
}

/** The selected merch size variant when it is listed and available, else undefined. */
export function selectedMerchSize(card: MerchCard): MerchSizeOption | undefined {
  return card.sizes.find((size) => size.id === card.selectedSize && size.available);
}

/** Merch goes to the cart only with a (listed, available) size (docs/product/catalogue.md#merch-variants). */
export function isMerchCartReady(card: MerchCard): boolean {
  return selectedMerchSize(card) !== undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// regular (and ready box)

const withRegular = (card: RegularCard, changes: Partial<RegularCard>): RegularCard => {
  const next = { ...card, ...changes };
  return { ...next, price: regularCardPrice(next) };
};

/**
 * Sets the number of pieces: only a whole number above 0. `quantity` is the piece count the cart receives,
 * so the selected option follows it: the offered option of exactly that count, else none (single-item
 * price), matching unitPriceFor on the server.
 */
export function setRegularQuantity(card: RegularCard, quantity: number): RegularCard {
  if (!isPositiveInteger(quantity) || quantity === card.quantity) return card;
  const selectedQuantityOption = card.quantityOptions.find((option) => option.count === quantity) ?? null;
  return withRegular(card, { quantity, selectedQuantityOption });
}

/** Picks a quantity option (1, 4, 8, 12 pieces): only an offered one; the quantity becomes its count. */
export function selectQuantityOption(card: RegularCard, count: number): RegularCard {
  const option = card.quantityOptions.find((candidate) => candidate.count === count);
  if (!option || (option === card.selectedQuantityOption && card.quantity === count)) return card;
  return withRegular(card, { selectedQuantityOption: option, quantity: count });
}

// ---------------------------------------------------------------------------------------------------------------
// cart

export interface CartLine {
  productId: number;
  quantity: number;
}

/**
 * What "add to cart" sends (POST /api/cart/ {product_id, quantity}):
 * - regular and ready box: the product and card.quantity (pieces; picking an option sets it to the option's
 *   count, basket choices 1/4/8/12: docs/product/cart.md#quantities);
 * - merch: the selected size's product, 1 piece; null without a listed, available size;
 * - gift card: the product of the selected denomination, 1 piece; null when that denomination has none;
 * - custom box: null, boxes go through the box API.
 */
export function cartLine(card: Card): CartLine | null {
  switch (card.kind) {
    case 'regular': {
      const productId = Number(card.id);
      if (!Number.isInteger(productId) || !isPositiveInteger(card.quantity)) return null;
      return { productId, quantity: card.quantity };
    }
    case 'merch': {
      const size = selectedMerchSize(card);
      return size ? { productId: size.id, quantity: 1 } : null;
    }
    case 'gifted_card': {
      const productId = card.productIdByDenomination[card.selectedDenomination];
      return productId === undefined ? null : { productId, quantity: 1 };
    }
    case 'box':
      return null;
  }
}
