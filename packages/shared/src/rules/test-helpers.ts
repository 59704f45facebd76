import type { BoxPrices, Product, ProductGroup } from '../catalog/product-api.ts';

/** Test-only factories for the rules' tests; nothing outside *.test.ts imports this file. */

let nextId = 1000;

export function testProduct(overrides: Partial<Product> = {}): Product {
  nextId += 1;
  return {
    id: nextId,
    name: `Товар ${nextId}`,
    price: 100,
    active: true,
    description: '',
    image_urls: [],
    calories: null,
    protein: null,
    fat: null,
    carbohydrates: null,
    weight: null,
    composition_1: null,
    composition_2: null,
    popular: false,
    novelty: false,
    recommended: false,
    quantity: 100,
    size: null,
    label: null,
    box_prices: null,
    ...overrides,
  };
}

export function testGroup(
  id: number,
  name: string,
  products: Product[],
  children: ProductGroup[] = [],
  box_prices: BoxPrices | null = null,
): ProductGroup {
  return { id, name, box_prices, products, children };
}

const boxPricesFrom = (base: number): BoxPrices => ({ '4': base - 10, '8': base - 20, '12': base - 30 });

const bar = (id: number, name: string, extra: Partial<Product> = {}) =>
  testProduct({
    id,
    name: `humblbar ${name}`,
    price: 179,
    description: `Батончик ${name}.`,
    image_urls: [`/static/products/bar-${id}.svg`],
    calories: 205,
    protein: 20,
    fat: 8.6,
    carbohydrates: 14.2,
    weight: 50,
    composition_1: 'Протеиновая смесь, арахис.',
    composition_2: 'Содержит молочный белок и арахис.',
    quantity: 120,
    box_prices: boxPricesFrom(179),
    ...extra,
  });

const sized = (id: number, name: string, size: string, quantity: number, price = 1990) =>
  testProduct({
    id,
    name: `${name} ${size}`,
    price,
    description: `${name}.`,
    image_urls: [`/static/products/merch-${name}.svg`],
    composition_1: '100% хлопок',
    quantity,
    size,
  });

const gift = (id: number, amount: number, label: string) =>
  testProduct({
    id,
    name: `Подарочная карта ${label} ₽`,
    price: amount,
    description: `Электронная подарочная карта humbl номиналом ${label} ₽: код придёт на e-mail. Действует 12 месяцев с даты покупки. Карта не обменивается на деньги.`,
    image_urls: [`/static/products/gift-card-${amount}.svg`],
    quantity: 500,
    label: 'Электронная',
  });

/**
 * A small catalogue shaped like the seed (apps/server/src/db/seed/catalog-data.ts), which shared code may not
 * import: bars, pies, drinks, ready boxes, a custom box group with two flavour sub-groups, merch with sizes,
 * gift cards under merch, and packaging.
 */
export function testCatalog(): ProductGroup[] {
  return [
    testGroup(1, 'Протеиновые батончики humblbar', [
      bar(101, 'Шоколад-арахис', { label: 'Хит', recommended: true }),
      bar(102, 'Солёная карамель', { label: 'Без сахара' }),
      bar(103, 'Кокос', { quantity: 5 }),
      bar(104, 'Снятый с продажи', { active: false }),
    ]),
    testGroup(2, 'Брауни и пироги humblpie', [
      testProduct({
        id: 201,
        name: 'humblpie Брауни классический',
        price: 219,
        protein: 10,
        fat: 12,
        carbohydrates: 25,
        quantity: 60,
      }),
    ]),
    testGroup(3, 'Напитки drinks', [
      testProduct({ id: 301, name: 'Протеиновый коктейль Шоколад', price: 249, protein: 25, quantity: 40 }),
    ]),
    testGroup(4, 'Готовые боксы (ready box)', [
      testProduct({ id: 401, name: 'Бокс mini 4', price: 849, quantity: 25 }),
      testProduct({ id: 402, name: 'Бокс humblbar 8', price: 1290, quantity: 30 }),
      testProduct({ id: 403, name: 'Бокс fancy 12', price: 2290, quantity: 15 }),
    ]),
    testGroup(
      5,
      'Собери свой бокс (box)',
      [],
      [
        testGroup(51, 'Box humblbar', [bar(511, 'Шоколад-арахис'), bar(512, 'Кокос')], [], {
          '4': 169,
          '8': 159,
          '12': 149,
        }),
        testGroup(
          52,
          'Box humblpie',
          [
            testProduct({ id: 521, name: 'humblpie Брауни', price: 219, box_prices: boxPricesFrom(219) }),
            testProduct({ id: 522, name: 'humblpie Черничный', price: 229, box_prices: boxPricesFrom(229) }),
          ],
          [],
          { '4': 209, '8': 199, '12': 189 },
        ),
      ],
      { '4': 169, '8': 159, '12': 149 },
    ),
    testGroup(
      6,
      'Merch',
      [],
      [
        testGroup(61, 'Merch футболки', [
          sized(611, 'Футболка humbl', 'XS', 0),
          sized(612, 'Футболка humbl', 'S', 14),
          sized(613, 'Футболка humbl', 'M', 22),
        ]),
        testGroup(62, 'Merch кружки', [sized(621, 'Кружка humbl', 'ONE', 35, 890)]),
        testGroup(65, 'Merch подарочные карты', [
          gift(652, 2000, '2 000'),
          gift(651, 1000, '1 000'),
          gift(653, 5000, '5 000'),
        ]),
      ],
    ),
    testGroup(9, 'Упаковка', [testProduct({ id: 901, name: 'ПАКЕТ', price: 30 })]),
  ];
}
