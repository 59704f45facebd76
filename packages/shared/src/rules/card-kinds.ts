import type { BoxPrices, Photo, Product, ProductGroup } from '../catalog/product-api.ts';
import type {
  BaseCard,
  BoxCard,
  BoxFlavor,
  FlavorFood,
  FoodFacts,
  GiftCard,
  MerchCard,
  QuantityOption,
  RegularCard,
} from './cards.ts';
import type { Entry } from './catalog-walk.ts';
import type { Subcategory } from './classification.ts';
import { dietaryTags } from './dietary-tags.ts';
import type { MerchItem } from './merch-variants.ts';
import { photoFile, photoWidthFor } from './photo-files.ts';
import {
  BOX_SIZES,
  QUANTITY_CHOICES,
  boxCardPrice,
  readyBoxTitle,
  regularCardPrice,
  unitPriceFor,
  visibleQuantityOptions,
} from './prices.ts';
import { DEFAULT_RATING, RATING_MAX } from './rating.ts';

// The card of each kind, from its products, that buildCatalogCards (card-builders.ts) puts in order.

/** Photos of several products (a merch item's sizes, a gift card's denominations), each once, in order. */
function photosOf(products: readonly Product[]): { photos?: Photo[] } {
  const seen = new Set<string>();
  const photos = products
    .flatMap((product) => product.photos ?? [])
    .filter((photo) => !seen.has(photo.base) && seen.add(photo.base));
  return photos.length > 0 ? { photos } : {};
}

const inStock = (products: readonly Product[]) => products.some((product) => product.quantity > 0);

const baseOf = (product: Product, subcategoryType: Subcategory | null): Omit<BaseCard, 'kind' | 'price'> => ({
  id: String(product.id),
  title: product.name,
  images: [...product.image_urls],
  ...photosOf([product]),
  inStock: inStock([product]),
  rating: { value: DEFAULT_RATING, max: RATING_MAX },
  description: product.description,
  subcategoryType,
});

/** Shelf life, storage conditions and manufacturer: only those the product has. */
function foodFactsOf(product: Product): FoodFacts {
  const facts: FoodFacts = {};
  if (product.shelf_life) facts.shelfLife = product.shelf_life;
  if (product.storage_conditions) facts.storageConditions = product.storage_conditions;
  if (product.manufacturer) facts.manufacturer = product.manufacturer;
  return facts;
}

const nutritionOf = (product: Product) => ({
  calories: product.calories,
  protein: product.protein,
  fat: product.fat,
  carbs: product.carbohydrates,
});

/**
 * Quantity options 1, 4, 8, 12 pieces priced by unitPriceFor, only those below the stock
 * (docs/product/catalogue.md#cards).
 */
export function regularQuantityOptions(product: Product): QuantityOption[] {
  const options = QUANTITY_CHOICES.map((count): QuantityOption => ({
    count,
    unit: 'шт',
    pricePerUnit: unitPriceFor(product, count),
  }));
  return visibleQuantityOptions(options, product.quantity);
}

export function regularCard(
  product: Product,
  subcategory: Subcategory | null,
  readyBox: boolean,
): RegularCard {
  const quantityOptions = readyBox ? [] : regularQuantityOptions(product);
  const card: RegularCard = {
    ...baseOf(product, readyBox ? 'Ready_box' : subcategory),
    kind: 'regular',
    title: readyBox ? readyBoxTitle(product.name) : product.name,
    price: { current: product.price, original: product.price, discount: 0 },
    nutrition: nutritionOf(product),
    tags: dietaryTags(product),
    weight: product.weight,
    ingredients: product.composition_1,
    allergens: product.composition_2,
    ...foodFactsOf(product),
    quantity: 1,
    quantityOptions,
    selectedQuantityOption: quantityOptions[0] ?? null,
    unitPrice: Math.max(0, product.price),
  };
  return { ...card, price: regularCardPrice(card) };
}

const flatBoxPrices = (price: number): BoxPrices => ({ '4': price, '8': price, '12': price });

function flavorFood(product: Product): FlavorFood {
  return {
    nutrition: nutritionOf(product),
    weight: product.weight,
    ingredients: product.composition_1,
    allergens: product.composition_2,
    ...foodFactsOf(product),
  };
}

function boxFlavor(product: Product, groupPrices: BoxPrices | null): BoxFlavor {
  const photo = product.photos?.[0];
  return {
    id: product.id,
    name: product.name,
    // The small places (the box preview's cells) take the photo's smallest JPEG.
    image: photo ? photoFile(photo, photoWidthFor(photo, 0), 'jpg') : (product.image_urls[0] ?? ''),
    ...(photo ? { photo } : {}),
    food: flavorFood(product),
    calories: product.calories,
    basePrice: product.price,
    prices: product.box_prices ?? groupPrices ?? flatBoxPrices(product.price),
  };
}

/**
 * A custom-box card for a box group with flavour products. The box total uses the group's box prices
 * (inherited from a parent group), else the first flavour's; it starts as a box of 4 with nothing chosen,
 * so price.current is the 4-box: unit price for 4 × 4.
 */
export function boxCard(group: ProductGroup, entries: readonly Entry[]): BoxCard {
  const flavors = entries.map((entry) => boxFlavor(entry.product, entry.boxPrices));
  const first = entries[0];
  const card: BoxCard = {
    id: `box-${group.id}`,
    kind: 'box',
    title: group.name,
    images: first ? [...first.product.image_urls] : [],
    ...photosOf(first ? [first.product] : []),
    inStock: inStock(entries.map((entry) => entry.product)),
    rating: { value: DEFAULT_RATING, max: RATING_MAX },
    price: { current: 0, original: 0, discount: 0 },
    description: '',
    subcategoryType: null,
    quantityOptions: BOX_SIZES.map((count) => ({ count })),
    selectedQuantity: BOX_SIZES[0],
    flavors,
    selectedFlavors: {},
    isCustomBox: true,
    boxPrices: first?.boxPrices ?? flavors[0]?.prices ?? flatBoxPrices(0),
  };
  return { ...card, price: boxCardPrice(card) };
}

/** One merch card per item: its size variants, the first available one selected. */
export function merchCard(item: MerchItem): MerchCard | null {
  const first = item.variants[0];
  if (!first) return null;
  const sizes = item.variants.map((variant) => ({
    id: variant.product.id,
    name: variant.product.name,
    available: variant.available,
    size: variant.size ?? variant.product.size ?? 'ONE',
  }));
  const selected = sizes.find((size) => size.available) ?? null;
  const priced =
    item.variants.find((variant) => variant.product.id === selected?.id)?.product ?? first.product;
  const products = item.variants.map((variant) => variant.product);
  return {
    ...baseOf(first.product, null),
    images: [...new Set(products.flatMap((product) => product.image_urls))],
    ...photosOf(products),
    inStock: sizes.some((size) => size.available),
    kind: 'merch',
    title: item.name,
    price: { current: priced.price, original: priced.price, discount: 0 },
    sizes,
    selectedSize: selected?.id ?? null,
    colors: [],
    selectedColor: null,
    material: first.product.composition_1,
  };
}

const denominationSuffix = /\s*\d[\d\s\u00a0\u202f]*(?:₽|руб\.?|р\.?)?\s*$/u;
const nominalPhrase = /\s*номиналом\s+\d[\d\s\u00a0\u202f]*(?:₽|руб\.?|р\.?)?/gu;
const termsStart = /действует|срок действия|не обменивается/iu;

/** Splits a gift-card description into its lead and its terms (from the first sentence about validity on). */
function giftTexts(description: string): { description: string; validityPeriod?: string; terms?: string } {
  const text = description.replace(nominalPhrase, '').trim();
  const validity = /(?:действует|срок действия)[\s:—-]*(\d+\s+\p{L}+)/iu.exec(text)?.[1];
  const sentences = text.split(/(?<=[.!?])\s+/u);
  const start = sentences.findIndex((sentence) => termsStart.test(sentence));
  const lead = start > 0 ? sentences.slice(0, start).join(' ') : text;
  const terms = start >= 0 ? sentences.slice(start).join(' ') : undefined;
  return {
    description: lead,
    ...(validity ? { validityPeriod: validity } : {}),
    ...(terms ? { terms } : {}),
  };
}

/**
 * The gift card of a gift-card group: one denomination per product price, ascending (the first product of a
 * price wins), the smallest selected; its id is that product's id. Digital when a product's label says
 * 'Электрон…'. The title is the product name without its amount; validity and terms come from the description.
 */
export function giftCard(group: ProductGroup, products: readonly Product[]): GiftCard | null {
  const productIdByDenomination: Record<number, number> = {};
  for (const product of products) productIdByDenomination[product.price] ??= product.id;
  const denominations = Object.keys(productIdByDenomination)
    .map(Number)
    .sort((a, b) => a - b);
  const selected = denominations[0] ?? 0;
  const firstId = productIdByDenomination[selected];
  const first = products.find((product) => product.id === firstId) ?? products[0];
  if (!first) return null;
  const offered = denominations.flatMap((value) =>
    products.filter((product) => product.id === productIdByDenomination[value]),
  );
  const images = offered
    .flatMap((product) => product.image_urls)
    .filter((url, index, all) => all.indexOf(url) === index);
  return {
    ...baseOf(first, null),
    kind: 'gifted_card',
    title: first.name.replace(denominationSuffix, '').trim() || group.name,
    images,
    ...photosOf(offered),
    inStock: inStock(offered),
    price: { current: selected, original: selected, discount: 0 },
    denominations,
    selectedDenomination: selected,
    productIdByDenomination,
    isDigital: products.some((product) => /электрон/iu.test(product.label ?? '')),
    ...giftTexts(first.description),
  };
}
