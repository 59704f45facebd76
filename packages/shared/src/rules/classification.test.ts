import { describe, expect, it } from 'vitest';
import type { Product, ProductGroup } from '../catalog/product-api.ts';
import {
  classifyCartItem,
  splitSizeSuffix,
  classifyGroup,
  flattenProducts,
  isGiftCardGroup,
  isGiftCardGroupOf,
  productKindOfGroup,
  productKindsOfGroups,
  subcategoryOfGroup,
} from './classification.ts';

describe('classifyGroup', () => {
  it.each([
    ['Merch', 'merch'],
    ['humbl MERCH box', 'merch'],
    ['Ready box', 'ready_box'],
    ['Готовые боксы', 'ready_box'],
    ['готовый Box', 'ready_box'],
    ['Box', 'box'],
    ['Собери бокс', 'box'],
    ['humblbar', 'regular'],
    ['HumblPie', 'regular'],
    ['Drinks', 'regular'],
    ['Напитки', 'regular'],
    ['Готовые напитки', 'regular'],
    ['Подарочные карты', null],
    ['', null],
  ] as const)('%s → %s', (name, expected) => {
    expect(classifyGroup(name)).toBe(expected);
  });
});

describe('subcategoryOfGroup', () => {
  it.each([
    ['humblbar', 'Bars'],
    ['humblpie', 'Brownie'],
    ['Drinks', 'Drinks'],
    ['Напитки', 'Drinks'],
    ['Ready box', 'Ready_box'],
    ['Box', null],
    ['Merch', null],
    ['Что-то ещё', null],
  ] as const)('%s → %s', (name, expected) => {
    expect(subcategoryOfGroup(name)).toBe(expected);
  });
});

let nextId = 1;
function product(overrides: Partial<Product> = {}): Product {
  const id = nextId++;
  return {
    id,
    name: `Товар ${id}`,
    price: 189,
    active: true,
    description: '',
    image_urls: [],
    calories: null,
    protein: null,
    fat: null,
    carbohydrates: null,
    weight: 45,
    composition_1: null,
    composition_2: null,
    popular: false,
    novelty: false,
    recommended: false,
    quantity: 10,
    size: null,
    label: null,
    box_prices: null,
    ...overrides,
  };
}
function group(
  name: string,
  products: Product[],
  children: ProductGroup[] = [],
  kind?: ProductGroup['kind'],
): ProductGroup {
  return { id: nextId++, name, box_prices: null, products, children, ...(kind ? { kind } : {}) };
}

describe('flattenProducts', () => {
  it('returns active products with kind, category and subcategory, inheriting from parent groups', () => {
    const bar = product({ name: 'Шоколадный' });
    const hidden = product({ active: false });
    const nested = product({ name: 'Солёная карамель' });
    const brownie = product();
    const drink = product();
    const ready = product();
    const box = product();
    const shirt = product();
    const stray = product();
    const result = flattenProducts([
      group('humblbar', [bar, hidden], [group('Сезонные вкусы', [nested])]),
      group('humblpie', [brownie]),
      group('Напитки', [drink]),
      group('Готовые боксы', [ready]),
      group('Box', [box]),
      group('Merch', [shirt]),
      group('Прочее', [stray]),
    ]);
    expect(result.map((r) => [r.product.id, r.kind, r.category, r.subcategory])).toEqual([
      [bar.id, 'regular', 'regular', 'Bars'],
      [nested.id, 'regular', 'regular', 'Bars'],
      [brownie.id, 'regular', 'regular', 'Brownie'],
      [drink.id, 'regular', 'regular', 'Drinks'],
      [ready.id, 'ready_box', 'regular', 'Ready_box'],
      [box.id, 'box', 'box', null],
      [shirt.id, 'merch', 'merch', null],
    ]);
  });

  it('classifies a group by its kind when it has one, whatever its name says', () => {
    const [bar, pie, drink, ready, flavour, shirt, card, bag, nested, inherited] = Array.from(
      { length: 10 },
      () => product(),
    );
    const result = flattenProducts([
      group('Новинки весны', [bar!], [], 'bar'),
      group('Выпечка', [pie!], [], 'brownie'),
      group('Merch drinks', [drink!], [], 'drink'),
      group('Подборки', [ready!], [], 'ready_box'),
      group('Вкусы', [flavour!], [], 'box_flavour'),
      group('Одежда', [shirt!], [group('Сертификаты', [card!], [], 'gift_card')], 'merch'),
      group('humblbar упаковка', [bag!], [group('Без вида', [inherited!])], 'packaging'),
      group('Без вида, но humblpie', [], [group('Внутри', [nested!], [], 'drink')]),
    ]);
    expect(result.map((r) => [r.product.id, r.kind, r.category, r.subcategory])).toEqual([
      [bar!.id, 'regular', 'regular', 'Bars'],
      [pie!.id, 'regular', 'regular', 'Brownie'],
      [drink!.id, 'regular', 'regular', 'Drinks'],
      [ready!.id, 'ready_box', 'regular', 'Ready_box'],
      [flavour!.id, 'box', 'box', null],
      [shirt!.id, 'merch', 'merch', null],
      [card!.id, 'merch', 'merch', null],
      [nested!.id, 'regular', 'regular', 'Drinks'],
    ]);
  });

  it('lists a product once even if two groups hold it, and an empty catalogue is empty', () => {
    const bar = product();
    expect(flattenProducts([group('humblbar', [bar]), group('humblbar 2', [bar])])).toHaveLength(1);
    expect(flattenProducts([])).toEqual([]);
  });
});

describe('classifyCartItem', () => {
  it.each([
    ['ПАКЕТ', 'package'],
    ['Пакет', 'product'],
    ['Футболка humbl кремовая XL', 'merch'],
    ['Кружка humbl ONE', 'merch'],
    ['Худи humbl XXXL', 'merch'],
    ['humblbar Кокос', 'product'],
    ['Бокс mini 4', 'product'],
    ['MAXL', 'product'],
  ] as const)('%s → %s', (name, expected) => {
    expect(classifyCartItem(name)).toBe(expected);
  });
});

describe('splitSizeSuffix', () => {
  it('takes a size suffix off a name, in upper case', () => {
    expect(splitSizeSuffix('Футболка humbl кремовая xl')).toEqual({
      name: 'Футболка humbl кремовая',
      size: 'XL',
    });
    expect(splitSizeSuffix('Кружка humbl ONE')).toEqual({ name: 'Кружка humbl', size: 'ONE' });
    expect(splitSizeSuffix('humblbar Кокос')).toEqual({ name: 'humblbar Кокос', size: null });
    expect(splitSizeSuffix('MAXL')).toEqual({ name: 'MAXL', size: null });
  });
});

describe('isGiftCardGroup', () => {
  it.each([
    ['Merch подарочные карты', true],
    ['Подарочная карта', true],
    ['Gift cards', true],
    ['Подарочная упаковка', false],
    ['Merch', false],
    ['Упаковка', false],
  ] as const)('%s → %s', (name, expected) => {
    expect(isGiftCardGroup(name)).toBe(expected);
  });
});

describe('isGiftCardGroupOf', () => {
  it('reads the kind when there is one, else the name', () => {
    expect(isGiftCardGroupOf({ name: 'Сертификаты', kind: 'gift_card' })).toBe(true);
    expect(isGiftCardGroupOf({ name: 'Merch подарочные карты', kind: 'merch' })).toBe(false);
    expect(isGiftCardGroupOf({ name: 'Merch подарочные карты' })).toBe(true);
    expect(isGiftCardGroupOf({ name: 'Merch', kind: null })).toBe(false);
  });
});

describe('productKindOfGroup', () => {
  it.each([
    ['Протеиновые батончики humblbar', null, 'bar'],
    ['Брауни и пироги humblpie', null, 'brownie'],
    ['Напитки drinks', null, 'drink'],
    ['Готовые боксы (ready box)', null, 'ready_box'],
    ['Box humblbar', null, 'box_flavour'],
    ['Merch', null, 'merch'],
    ['Merch подарочные карты', null, 'gift_card'],
    ['Подарочные карты', 'merch', 'gift_card'],
    ['Сезонные вкусы', 'bar', 'bar'],
    ['Без вида', 'gift_card', 'gift_card'],
    ['Упаковка', null, 'packaging'],
  ] as const)('%s (parent %s) → %s', (name, parent, expected) => {
    expect(productKindOfGroup({ name }, parent)).toBe(expected);
  });

  it("takes the group's own kind first", () => {
    expect(productKindOfGroup({ name: 'Merch humblbar', kind: 'drink' }, 'merch')).toBe('drink');
  });

  it('derives every group of a tree, parents first whatever the order', () => {
    const kinds = productKindsOfGroups([
      { id: 3, name: 'Подарочные карты', parentId: 2 },
      { id: 2, name: 'Merch', parentId: null },
      { id: 4, name: 'Сезонные', parentId: 1 },
      { id: 1, name: 'Батончики', parentId: null, kind: 'bar' },
      { id: 5, name: 'Сирота', parentId: 99 },
    ]);
    expect(Object.fromEntries(kinds)).toEqual({
      1: 'bar',
      2: 'merch',
      3: 'gift_card',
      4: 'bar',
      5: 'packaging',
    });
  });
});
