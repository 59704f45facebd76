import type { Product, ProductGroup } from '@shop/shared/catalog';

let nextId = 1;

/** A product of the API answer with sensible defaults. */
export function product(overrides: Partial<Product> & Pick<Product, 'name' | 'price'>): Product {
  return {
    id: nextId++,
    active: true,
    description: `${overrides.name}: описание`,
    image_urls: [`/static/products/${nextId}.svg`],
    calories: 200,
    protein: 20,
    fat: 8,
    carbohydrates: 12,
    weight: 45,
    composition_1: 'Протеин, какао, орехи',
    composition_2: 'Молоко, орехи',
    popular: false,
    novelty: false,
    recommended: false,
    quantity: 50,
    size: null,
    label: null,
    box_prices: null,
    ...overrides,
  };
}

const group = (
  id: number,
  name: string,
  products: Product[],
  children: ProductGroup[] = [],
): ProductGroup => ({
  id,
  name,
  box_prices: null,
  products,
  children,
});

export const bars = [
  product({ id: 101, name: 'humblbar Кокос', price: 179, box_prices: { '4': 174, '8': 169, '12': 164 } }),
  product({ id: 102, name: 'humblbar Фисташка', price: 189, label: 'Хит' }),
];
export const brownies = [
  product({ id: 201, name: 'humblpie Брауни классический', price: 229 }),
  product({ id: 202, name: 'humblpie Брауни с вишней', price: 199 }),
  product({ id: 203, name: 'humblpie Брауни солёная карамель', price: 249 }),
];
export const drinks = [product({ id: 301, name: 'Матча латте', price: 259, weight: 300 })];
export const readyBoxes = [product({ id: 401, name: 'Бокс mini 4', price: 849, label: 'Новинка' })];
export const boxFlavours = [
  product({ id: 501, name: 'humblbar Кокос', price: 179 }),
  product({ id: 502, name: 'humblbar Фисташка', price: 189 }),
];
export const tees = [
  product({
    id: 601,
    name: 'Футболка humbl XS',
    price: 1990,
    quantity: 0,
    size: 'XS',
    composition_1: '100% хлопок',
  }),
  product({
    id: 602,
    name: 'Футболка humbl S',
    price: 1990,
    quantity: 4,
    size: 'S',
    composition_1: '100% хлопок',
  }),
  product({
    id: 603,
    name: 'Футболка humbl M',
    price: 1990,
    quantity: 0,
    size: 'M',
    composition_1: '100% хлопок',
  }),
  product({
    id: 604,
    name: 'Футболка humbl L',
    price: 1990,
    quantity: 7,
    size: 'L',
    composition_1: '100% хлопок',
  }),
];
const giftTerms = 'Действует 12 месяцев с даты покупки. Картой можно оплатить заказ полностью или частично.';
export const giftCards = [1000, 2000, 5000].map((amount, index) =>
  product({
    id: 701 + index,
    name: `Подарочная карта ${amount} ₽`,
    price: amount,
    label: 'Электронная',
    description: `Электронная подарочная карта humbl: код придёт на e-mail. ${giftTerms}`,
  }),
);

/** A grouped answer of GET /api/products/grouped with every kind of card. */
export const groupedProducts: ProductGroup[] = [
  group(1, 'Протеиновые батончики humblbar', bars),
  group(2, 'Брауни и пироги humblpie', brownies),
  group(3, 'Напитки drinks', drinks),
  group(4, 'Готовые боксы (ready box)', readyBoxes),
  {
    ...group(5, 'Собери свой бокс (box)', [], [group(6, 'Box humblbar', boxFlavours)]),
    box_prices: { '4': 169, '8': 159, '12': 149 },
  },
  group(8, 'Merch', [], [group(9, 'Merch футболки', tees), group(10, 'Merch подарочные карты', giftCards)]),
];
