import type { BoxPrices, Product, ProductGroup } from '../catalog.ts';
import type {
  BaseCard,
  BoxCard,
  BoxFlavor,
  Card,
  DietaryTags,
  GiftCard,
  MerchCard,
  QuantityOption,
  RegularCard,
} from './cards.ts';
import type { GroupKind, Subcategory } from './classification.ts';
import { classifyGroup, isGiftCardGroup, subcategoryOfGroup } from './classification.ts';
import { groupMerchVariants } from './merch-variants.ts';
import type { MerchItem } from './merch-variants.ts';
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

// ---------------------------------------------------------------------------------------------------------------
// dietary tags

/** High protein: at least this many grams of protein per item. */
export const HIGH_PROTEIN_MIN_GRAMS = 15;
/** Keto: at most this many grams of carbohydrates per item (and at least as much fat as protein). */
export const KETO_MAX_CARBS_GRAMS = 10;
/** Perfect balance: protein, fat and carbohydrates each make 20–40 % of their sum. */
export const BALANCE_SHARE = { min: 0.2, max: 0.4 } as const;

const sugarFreePhrases = ['без сахара', 'без добавленного сахара'];

/** Dietary tags of a product from its nutrition and texts; a missing value never earns a tag. */
export function dietaryTags(product: Product): DietaryTags {
  const { protein, fat, carbohydrates: carbs } = product;
  const text = [product.label, product.description, product.name].join(' ').toLowerCase();
  const isBalanced = () => {
    if (protein === null || fat === null || carbs === null) return false;
    const sum = protein + fat + carbs;
    if (sum <= 0) return false;
    return [protein, fat, carbs].every(
      (part) => part / sum >= BALANCE_SHARE.min && part / sum <= BALANCE_SHARE.max,
    );
  };
  return {
    isHighProtein: protein !== null && protein >= HIGH_PROTEIN_MIN_GRAMS,
    isSugarFree: sugarFreePhrases.some((phrase) => text.includes(phrase)),
    isKetoFriendly:
      carbs !== null && fat !== null && protein !== null && carbs <= KETO_MAX_CARBS_GRAMS && fat >= protein,
    isPerfectBalance: isBalanced(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// catalogue walk

type EntryKind = GroupKind | 'gift';

interface Entry {
  product: Product;
  kind: EntryKind;
  subcategory: Subcategory | null;
  /** The group the card is made for: the product's own group, or the gift-card group it is nested in. */
  group: ProductGroup;
  /** The group's box prices, inherited from the nearest ancestor that has them. */
  boxPrices: BoxPrices | null;
}

interface Context {
  kind: EntryKind | null;
  subcategory: Subcategory | null;
  boxPrices: BoxPrices | null;
  giftGroup: ProductGroup | null;
}

/**
 * Active products in catalogue order, classified like flattenProducts (a group matching no rule inherits its
 * parent's kind) with one addition: a merch or unclassified group whose name says gift card (isGiftCardGroup)
 * makes gift cards, and so do its sub-groups. Unclassified groups (packaging) are skipped. A product listed
 * twice counts once.
 */
function walkCatalog(groups: readonly ProductGroup[]): Entry[] {
  const entries: Entry[] = [];
  const seen = new Set<number>();
  const visit = (group: ProductGroup, parent: Context) => {
    const ownKind = classifyGroup(group.name);
    let context: Context = {
      kind: ownKind ?? parent.kind,
      subcategory: ownKind ? subcategoryOfGroup(group.name) : parent.subcategory,
      boxPrices: group.box_prices ?? parent.boxPrices,
      giftGroup: ownKind && ownKind !== 'merch' ? null : parent.giftGroup,
    };
    if (
      (context.kind === 'merch' || context.kind === null || context.kind === 'gift') &&
      isGiftCardGroup(group.name)
    ) {
      context = { ...context, kind: 'gift', giftGroup: context.giftGroup ?? group };
    }
    const kind = context.kind;
    if (kind) {
      for (const product of group.products) {
        if (!product.active || seen.has(product.id)) continue;
        seen.add(product.id);
        const cardGroup = kind === 'gift' ? (context.giftGroup ?? group) : group;
        entries.push({
          product,
          kind,
          subcategory: context.subcategory,
          group: cardGroup,
          boxPrices: context.boxPrices,
        });
      }
    }
    for (const child of group.children) visit(child, context);
  };
  for (const group of groups)
    visit(group, { kind: null, subcategory: null, boxPrices: null, giftGroup: null });
  return entries;
}

// ---------------------------------------------------------------------------------------------------------------
// builders

const baseOf = (product: Product, subcategoryType: Subcategory | null): Omit<BaseCard, 'kind' | 'price'> => ({
  id: String(product.id),
  title: product.name,
  images: [...product.image_urls],
  rating: { value: DEFAULT_RATING, max: RATING_MAX },
  description: product.description,
  subcategoryType,
});

/** Quantity options 1, 4, 8, 12 pieces priced by unitPriceFor, only those below the stock (SPEC.md §5). */
export function regularQuantityOptions(product: Product): QuantityOption[] {
  const options = QUANTITY_CHOICES.map((count): QuantityOption => ({
    count,
    unit: 'шт',
    pricePerUnit: unitPriceFor(product, count),
  }));
  return visibleQuantityOptions(options, product.quantity);
}

function regularCard(product: Product, subcategory: Subcategory | null, readyBox: boolean): RegularCard {
  const quantityOptions = readyBox ? [] : regularQuantityOptions(product);
  const card: RegularCard = {
    ...baseOf(product, readyBox ? 'Ready_box' : subcategory),
    kind: 'regular',
    title: readyBox ? readyBoxTitle(product.name) : product.name,
    price: { current: product.price, original: product.price, discount: 0 },
    nutrition: {
      calories: product.calories,
      protein: product.protein,
      fat: product.fat,
      carbs: product.carbohydrates,
    },
    tags: dietaryTags(product),
    weight: product.weight,
    ingredients: product.composition_1,
    allergens: product.composition_2,
    quantity: 1,
    quantityOptions,
    selectedQuantityOption: quantityOptions[0] ?? null,
    unitPrice: Math.max(0, product.price),
  };
  return { ...card, price: regularCardPrice(card) };
}

const flatBoxPrices = (price: number): BoxPrices => ({ '4': price, '8': price, '12': price });

function boxFlavor(product: Product, groupPrices: BoxPrices | null): BoxFlavor {
  return {
    id: product.id,
    name: product.name,
    image: product.image_urls[0] ?? '',
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
function boxCard(group: ProductGroup, entries: readonly Entry[]): BoxCard {
  const flavors = entries.map((entry) => boxFlavor(entry.product, entry.boxPrices));
  const first = entries[0];
  const card: BoxCard = {
    id: `box-${group.id}`,
    kind: 'box',
    title: group.name,
    images: first ? [...first.product.image_urls] : [],
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
function merchCard(item: MerchItem): MerchCard | null {
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
  return {
    ...baseOf(first.product, null),
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
function giftCard(group: ProductGroup, products: readonly Product[]): GiftCard | null {
  const productIdByDenomination: Record<number, number> = {};
  for (const product of products) productIdByDenomination[product.price] ??= product.id;
  const denominations = Object.keys(productIdByDenomination)
    .map(Number)
    .sort((a, b) => a - b);
  const selected = denominations[0] ?? 0;
  const firstId = productIdByDenomination[selected];
  const first = products.find((product) => product.id === firstId) ?? products[0];
  if (!first) return null;
  const images = denominations
    .flatMap(
      (value) => products.find((product) => product.id === productIdByDenomination[value])?.image_urls ?? [],
    )
    .filter((url, index, all) => all.indexOf(url) === index);
  return {
    ...baseOf(first, null),
    kind: 'gifted_card',
    title: first.name.replace(denominationSuffix, '').trim() || group.name,
    images,
    price: { current: selected, original: selected, discount: 0 },
    denominations,
    selectedDenomination: selected,
    productIdByDenomination,
    isDigital: products.some((product) => /электрон/iu.test(product.label ?? '')),
    ...giftTexts(first.description),
  };
}

/**
 * Every card the shop shows, in catalogue order (a card stands where its first product is): a regular card
 * per regular product; a regular card of subcategory Ready_box per ready box (no quantity options); one box
 * card per custom-box group with flavours; one merch card per merch item (its size variants); one gift card
 * per gift-card group. Inactive products and unclassified groups (packaging) make no card.
 */
export function buildCatalogCards(groups: readonly ProductGroup[]): Card[] {
  const entries = walkCatalog(groups);

  const boxEntries = new Map<number, Entry[]>();
  const giftProducts = new Map<number, Product[]>();
  const merchProducts: Product[] = [];
  for (const entry of entries) {
    if (entry.kind === 'box')
      boxEntries.set(entry.group.id, [...(boxEntries.get(entry.group.id) ?? []), entry]);
    if (entry.kind === 'gift')
      giftProducts.set(entry.group.id, [...(giftProducts.get(entry.group.id) ?? []), entry.product]);
    if (entry.kind === 'merch') merchProducts.push(entry.product);
  }
  const merchItemOf = new Map<number, MerchItem>();
  for (const item of groupMerchVariants(merchProducts)) {
    for (const variant of item.variants) merchItemOf.set(variant.product.id, item);
  }

  const cards: Card[] = [];
  const done = new Set<unknown>();
  const once = (key: unknown, make: () => Card | null) => {
    if (done.has(key)) return;
    done.add(key);
    const card = make();
    if (card) cards.push(card);
  };
  for (const entry of entries) {
    switch (entry.kind) {
      case 'regular':
      case 'ready_box':
        cards.push(regularCard(entry.product, entry.subcategory, entry.kind === 'ready_box'));
        break;
      case 'box':
        once(entry.group, () => boxCard(entry.group, boxEntries.get(entry.group.id) ?? []));
        break;
      case 'gift':
        once(entry.group, () => giftCard(entry.group, giftProducts.get(entry.group.id) ?? []));
        break;
      case 'merch': {
        const item = merchItemOf.get(entry.product.id);
        if (item) once(item, () => merchCard(item));
        break;
      }
    }
  }
  return cards;
}

// ---------------------------------------------------------------------------------------------------------------
// lookup

/**
 * The card for an address id: the card with that id, else the merch card one of whose size variants has that
 * product id, else the gift card one of whose denominations has it.
 */
export function findCard(cards: readonly Card[], id: string): Card | undefined {
  const direct = cards.find((card) => card.id === id);
  if (direct) return direct;
  return cards.find((card) => {
    if (card.kind === 'merch') return card.sizes.some((size) => String(size.id) === id);
    if (card.kind === 'gifted_card')
      return Object.values(card.productIdByDenomination).some((pid) => String(pid) === id);
    return false;
  });
}

/** Most recommendations shown (SPEC.md §9). */
export const MAX_RECOMMENDATIONS = 4;

/**
 * Up to `max` other cards of the same kind, in catalogue order; for regular cards those of the same
 * subcategory come first. Never the card itself.
 */
export function recommendationsFor(cards: readonly Card[], card: Card, max = MAX_RECOMMENDATIONS): Card[] {
  const others = cards.filter((other) => other.kind === card.kind && other.id !== card.id);
  const same = others.filter((other) => other.subcategoryType === card.subcategoryType);
  const rest = others.filter((other) => other.subcategoryType !== card.subcategoryType);
  const ordered = card.kind === 'regular' ? [...same, ...rest] : others;
  return ordered.slice(0, Math.max(0, Math.floor(max)));
}
