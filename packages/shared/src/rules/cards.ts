import type { BoxPrices, Photo } from '../catalog/product-api.ts';
import type { Subcategory } from './classification.ts';

/**
 * The card models (docs/product/catalogue.md#cards): what a product card shows and what it will put into the
 * cart. Builders (product → card), transitions and prices live in card-*.ts beside this file.
 */
export type CardKind = 'box' | 'gifted_card' | 'merch' | 'regular';

export interface CardPrice {
  /** Whole rubles the shopper pays for the current selection. */
  current: number;
  /** Price before discount (equals current when there is none). */
  original: number;
  /** Discount in whole percent, floored; 0 when none. */
  discount: number;
}

export interface CardRating {
  /** 0…5; DEFAULT_RATING when the product has none. */
  value: number;
  max: 5;
}

export interface BaseCard {
  /**
   * The card's address segment (/catalog/{id}, /merch/{id}): the product id for products, merch items and
   * gift cards (their first variant), `box-{groupId}` for custom-box cards.
   */
  id: string;
  kind: CardKind;
  title: string;
  /** Default empty. */
  images: string[];
  /**
   * Uploaded photos, main first (docs/product/catalogue.md#images); absent or empty: `images` are the seeded
   * illustrations. Merch items and gift cards combine their variants' photos, each once.
   */
  photos?: Photo[];
  /** Whether any of it can be bought now (stock above 0); absent on hand-made cards: yes. */
  inStock?: boolean;
  rating: CardRating;
  price: CardPrice;
  description: string;
  subcategoryType: Subcategory | null;
}

export interface Nutrition {
  calories: number | null;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
}

export interface DietaryTags {
  isKetoFriendly: boolean;
  isHighProtein: boolean;
  isSugarFree: boolean;
  isPerfectBalance: boolean;
}

/**
 * Food information beyond nutrition (TR CU 022/2011; docs/product/catalogue.md#food-information), shown only
 * when present.
 */
export interface FoodFacts {
  shelfLife?: string | null;
  storageConditions?: string | null;
  /** The manufacturer with its address. */
  manufacturer?: string | null;
}

/** A box flavour's food information, shown in the box view. */
export interface FlavorFood extends FoodFacts {
  nutrition: Nutrition;
  /** Net weight, grams. */
  weight: number | null;
  ingredients: string | null;
  allergens: string | null;
}

export interface BoxFlavor {
  /** Product id of the flavour. */
  id: number;
  name: string;
  image: string;
  /** The flavour's main photo, when it has one (else `image`, its illustration). */
  photo?: Photo;
  food?: FlavorFood;
  calories: number | null;
  /** Price of a single item, whole rubles. */
  basePrice: number;
  /** Per-unit price for each box size. */
  prices: BoxPrices;
}

export interface BoxCard extends BaseCard {
  kind: 'box';
  /** Box sizes offered: 4, 8, 12 (count). */
  quantityOptions: { count: number }[];
  /** Defaults to the first option's count, or 1. */
  selectedQuantity: number;
  flavors: BoxFlavor[];
  /** Flavour id → count. */
  selectedFlavors: Record<number, number>;
  isCustomBox: boolean;
  /**
   * Per-unit price for each box size (the box group's prices, else the first flavour's); price.current is
   * this unit price × selectedQuantity. Absent on hand-made cards: the first flavour's prices are used.
   */
  boxPrices?: BoxPrices;
  nutrition?: Nutrition;
  weight?: number | null;
  ingredients?: string | null;
  allergens?: string | null;
  isKetoFriendly?: boolean;
}

export interface GiftCard extends BaseCard {
  kind: 'gifted_card';
  /** Offered denominations in rubles, ascending. */
  denominations: number[];
  /** Default first, or 0. price.current always equals it. */
  selectedDenomination: number;
  /** The product the cart gets for each denomination. */
  productIdByDenomination: Record<number, number>;
  isDigital: boolean;
  validityPeriod?: string;
  terms?: string;
}

export interface MerchSizeOption {
  /** Product id of this size variant. */
  id: number;
  name: string;
  available: boolean;
  size: string;
}

export interface MerchCard extends BaseCard {
  kind: 'merch';
  sizes: MerchSizeOption[];
  /** Size option id (a product id) or null. */
  selectedSize: number | null;
  colors: { id: string; available: boolean }[];
  selectedColor: string | null;
  material?: string | null;
}

export interface QuantityOption {
  count: number;
  unit: 'шт';
  pricePerUnit: number;
}

export interface RegularCard extends BaseCard, FoodFacts {
  kind: 'regular';
  nutrition: Nutrition;
  tags: DietaryTags;
  weight: number | null;
  ingredients: string | null;
  allergens: string | null;
  /** Default 1. */
  quantity: number;
  quantityOptions: QuantityOption[];
  /** Default the first option; null when there are none. */
  selectedQuantityOption: QuantityOption | null;
  /**
   * Single-item price (the product's price), used by regularFinalPrice when no option is selected (ready
   * boxes have no options) so price.current can follow the quantity. Absent: price.current is the unit.
   */
  unitPrice?: number;
}

export type Card = BoxCard | GiftCard | MerchCard | RegularCard;
