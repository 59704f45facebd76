import { describe, expect, it } from 'vitest';
import type { BoxCard, Card, GiftCard, MerchCard, RegularCard } from './cards.ts';
import { buildCatalogCards, dietaryTags, findCard, recommendationsFor } from './card-builders.ts';
import { testCatalog, testGroup, testProduct } from './test-helpers.ts';

const cards = buildCatalogCards(testCatalog());

function card<K extends Card['kind']>(id: string, kind: K): Extract<Card, { kind: K }> {
  const found = cards.find((candidate) => candidate.id === id);
  if (!found || found.kind !== kind) throw new Error(`no ${kind} card ${id}`);
  return found as Extract<Card, { kind: K }>;
}

describe('buildCatalogCards over a seed-like catalogue', () => {
  it('makes every shown card in catalogue order; inactive products and packaging make none', () => {
    expect(cards.map((c) => `${c.kind}:${c.id}`)).toEqual([
      'regular:101',
      'regular:102',
      'regular:103',
      'regular:201',
      'regular:301',
      'regular:401',
      'regular:402',
      'regular:403',
      'box:box-51',
      'box:box-52',
      'merch:611',
      'merch:621',
      'gifted_card:651',
    ]);
  });

  it('builds a regular card from the product', () => {
    const bar: RegularCard = card('101', 'regular');
    expect(bar).toMatchObject({
      title: 'humblbar Шоколад-арахис',
      images: ['/static/products/bar-101.svg'],
      rating: { value: 4.9, max: 5 },
      price: { current: 179, original: 179, discount: 0 },
      description: 'Батончик Шоколад-арахис.',
      subcategoryType: 'Bars',
      nutrition: { calories: 205, protein: 20, fat: 8.6, carbs: 14.2 },
      tags: { isHighProtein: true, isSugarFree: false, isKetoFriendly: false, isPerfectBalance: false },
      weight: 50,
      ingredients: 'Протеиновая смесь, арахис.',
      allergens: 'Содержит молочный белок и арахис.',
      quantity: 1,
    });
    expect(bar.quantityOptions).toEqual([
      { count: 1, unit: 'шт', pricePerUnit: 179 },
      { count: 4, unit: 'шт', pricePerUnit: 169 },
      { count: 8, unit: 'шт', pricePerUnit: 159 },
      { count: 12, unit: 'шт', pricePerUnit: 149 },
    ]);
    expect(bar.selectedQuantityOption).toEqual(bar.quantityOptions[0]);
    expect(card('201', 'regular').subcategoryType).toBe('Brownie');
    expect(card('301', 'regular').subcategoryType).toBe('Drinks');
  });

  it('offers only quantity options below the stock', () => {
    expect(card('103', 'regular').quantityOptions.map((option) => option.count)).toEqual([1, 4]);
  });

  it('makes ready boxes regular cards of subcategory Ready_box with their box titles and no options', () => {
    const titles = ['401', '402', '403'].map((id) => card(id, 'regular'));
    expect(titles.map((c) => c.title)).toEqual(['Бокс mini 4', 'Бокс humblbar 8', 'Бокс fancy 12']);
    for (const box of titles) {
      expect(box.subcategoryType).toBe('Ready_box');
      expect(box.quantityOptions).toEqual([]);
      expect(box.selectedQuantityOption).toBeNull();
    }
    expect(card('402', 'regular').price).toEqual({ current: 1290, original: 1290, discount: 0 });
  });

  it('makes one custom box card per flavour group, a box of 4 at the group’s unit price', () => {
    const box: BoxCard = card('box-51', 'box');
    expect(box).toMatchObject({
      title: 'Box humblbar',
      isCustomBox: true,
      quantityOptions: [{ count: 4 }, { count: 8 }, { count: 12 }],
      selectedQuantity: 4,
      selectedFlavors: {},
      price: { current: 676, original: 676, discount: 0 },
      subcategoryType: null,
    });
    expect(box.flavors.map((f) => [f.id, f.basePrice, f.prices['4']])).toEqual([
      [511, 179, 169],
      [512, 179, 169],
    ]);
    expect(box.flavors[0]?.image).toBe('/static/products/bar-511.svg');
    expect(card('box-52', 'box').price.current).toBe(4 * 209);
  });

  it('groups merch by size, selecting the first available size', () => {
    const tshirt: MerchCard = card('611', 'merch');
    expect(tshirt.title).toBe('Футболка humbl');
    expect(tshirt.sizes).toEqual([
      { id: 611, name: 'Футболка humbl XS', available: false, size: 'XS' },
      { id: 612, name: 'Футболка humbl S', available: true, size: 'S' },
      { id: 613, name: 'Футболка humbl M', available: true, size: 'M' },
    ]);
    expect(tshirt.selectedSize).toBe(612);
    expect(tshirt.colors).toEqual([]);
    expect(tshirt.selectedColor).toBeNull();
    expect(tshirt.material).toBe('100% хлопок');
    expect(tshirt.price.current).toBe(1990);
    expect(card('621', 'merch').sizes.map((s) => s.size)).toEqual(['ONE']);
  });

  it('selects no size when none is available', () => {
    const [only] = buildCatalogCards([
      testGroup(1, 'Merch', [testProduct({ id: 1, name: 'Худи L', quantity: 0 })]),
    ]);
    expect(only).toMatchObject({ kind: 'merch', selectedSize: null });
  });

  it('makes one gift card with ascending denominations, the first selected and priced', () => {
    const gift: GiftCard = card('651', 'gifted_card');
    expect(gift).toMatchObject({
      title: 'Подарочная карта',
      denominations: [1000, 2000, 5000],
      selectedDenomination: 1000,
      productIdByDenomination: { 1000: 651, 2000: 652, 5000: 653 },
      price: { current: 1000, original: 1000, discount: 0 },
      isDigital: true,
      validityPeriod: '12 месяцев',
      description: 'Электронная подарочная карта humbl: код придёт на e-mail.',
      terms: 'Действует 12 месяцев с даты покупки. Карта не обменивается на деньги.',
    });
    expect(gift.images).toEqual([
      '/static/products/gift-card-1000.svg',
      '/static/products/gift-card-2000.svg',
      '/static/products/gift-card-5000.svg',
    ]);
  });

  it('recognises a gift-card group outside merch and keeps plain texts', () => {
    const [gift] = buildCatalogCards([
      testGroup(7, 'Gift cards', [
        testProduct({ id: 71, name: 'Сертификат', price: 500, description: 'Подарок.' }),
      ]),
    ]);
    expect(gift).toMatchObject({
      kind: 'gifted_card',
      title: 'Сертификат',
      isDigital: false,
      description: 'Подарок.',
    });
    expect(gift).not.toHaveProperty('terms');
  });

  it('makes nothing from an empty or unclassified catalogue', () => {
    expect(buildCatalogCards([])).toEqual([]);
    expect(buildCatalogCards([testGroup(1, 'Упаковка', [testProduct({ name: 'ПАКЕТ' })])])).toEqual([]);
  });
});

describe('dietaryTags', () => {
  it('high protein from 15 g', () => {
    expect(dietaryTags(testProduct({ protein: 15 })).isHighProtein).toBe(true);
    expect(dietaryTags(testProduct({ protein: 14.9 })).isHighProtein).toBe(false);
  });

  it('sugar free when the label, description or name says so', () => {
    expect(dietaryTags(testProduct({ label: 'Без сахара' })).isSugarFree).toBe(true);
    expect(dietaryTags(testProduct({ description: 'в шоколаде без добавленного сахара' })).isSugarFree).toBe(
      true,
    );
    expect(dietaryTags(testProduct({ name: 'Кофе без сахара' })).isSugarFree).toBe(true);
    expect(dietaryTags(testProduct({ description: 'Сладкий' })).isSugarFree).toBe(false);
  });

  it('keto with at most 10 g carbohydrates and at least as much fat as protein', () => {
    expect(dietaryTags(testProduct({ protein: 10, fat: 12, carbohydrates: 6 })).isKetoFriendly).toBe(true);
    expect(dietaryTags(testProduct({ protein: 10, fat: 12, carbohydrates: 11 })).isKetoFriendly).toBe(false);
    expect(dietaryTags(testProduct({ protein: 13, fat: 12, carbohydrates: 6 })).isKetoFriendly).toBe(false);
  });

  it('perfect balance when protein, fat and carbohydrates are each 20–40 % of their sum', () => {
    expect(dietaryTags(testProduct({ protein: 10, fat: 12, carbohydrates: 14 })).isPerfectBalance).toBe(true);
    expect(dietaryTags(testProduct({ protein: 20, fat: 8.6, carbohydrates: 14.2 })).isPerfectBalance).toBe(
      false,
    );
  });

  it('earns nothing from missing values', () => {
    expect(dietaryTags(testProduct())).toEqual({
      isHighProtein: false,
      isSugarFree: false,
      isKetoFriendly: false,
      isPerfectBalance: false,
    });
  });
});

describe('findCard', () => {
  it('finds a card by its id', () => {
    expect(findCard(cards, '201')?.title).toBe('humblpie Брауни классический');
    expect(findCard(cards, 'box-52')?.kind).toBe('box');
  });

  it('finds a merch card by any size variant and a gift card by any denomination product', () => {
    expect(findCard(cards, '613')?.id).toBe('611');
    expect(findCard(cards, '653')?.id).toBe('651');
  });

  it('finds nothing for unknown, inactive or packaging ids', () => {
    expect(findCard(cards, '999')).toBeUndefined();
    expect(findCard(cards, '104')).toBeUndefined();
    expect(findCard(cards, '901')).toBeUndefined();
  });
});

describe('recommendationsFor', () => {
  it('gives up to 4 other cards of the same kind, the same subcategory first', () => {
    const bar = card('101', 'regular');
    const ids = recommendationsFor(cards, bar).map((c) => c.id);
    expect(ids).toEqual(['102', '103', '201', '301']);
    expect(ids).not.toContain('101');
  });

  it('keeps to the kind and the limit', () => {
    expect(recommendationsFor(cards, card('box-51', 'box')).map((c) => c.id)).toEqual(['box-52']);
    expect(recommendationsFor(cards, card('611', 'merch')).map((c) => c.id)).toEqual(['621']);
    expect(recommendationsFor(cards, card('651', 'gifted_card'))).toEqual([]);
    expect(recommendationsFor(cards, card('401', 'regular'), 2).map((c) => c.id)).toEqual(['402', '403']);
  });
});
