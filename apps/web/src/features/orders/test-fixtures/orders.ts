import type { Order, OrderItem } from '@shop/shared/orders';

const hour = 60 * 60_000;

export const item = (overrides: Partial<OrderItem> & Pick<OrderItem, 'id'>): OrderItem => ({
  product_id: 101,
  kind: 'product',
  name: 'humblbar Кокос',
  image: null,
  price: 179,
  quantity: 1,
  box: null,
  ...overrides,
});

export function order(overrides: Partial<Order> & Pick<Order, 'id'>): Order {
  return {
    retailcrm_id: String(1000 + overrides.id),
    status: 'paid',
    is_paid: true,
    created_at: '2026-11-20T12:00:00Z',
    pay_until: new Date(Date.now() + hour).toISOString(),
    total_amount: 716,
    goods_amount: 716,
    packages_amount: 0,
    delivery_amount: 0,
    bonus_spent: 0,
    cash_back: 35,
    items: [item({ id: 1, quantity: 4 })],
    payments: [],
    delivery: {
      delivery_type: 'pickup',
      shop_number: 1,
      shop_name: 'humbl на Невском',
      shop_address: 'Невский пр., 28',
      address: null,
      date: null,
      time_from: null,
      time_to: null,
    },
    customer: { first_name: 'Анна', last_name: 'Петрова', phone: '+79991234567', email: 'anna@example.ru' },
    ...overrides,
  };
}

/**
 * A paid order: 4 bars (renamed in the catalogue since), a free sample, a box of 8, a sold-out shirt, two
 * shirts in stock, a product no longer sold and a package; courier-delivered, bonuses spent.
 */
export const paidOrder = order({
  id: 7,
  total_amount: 8134,
  goods_amount: 8058,
  packages_amount: 30,
  delivery_amount: 300,
  bonus_spent: 254,
  cash_back: 86,
  items: [
    item({ id: 1, product_id: 101, name: 'Кокосовый (старое имя)', price: 179, quantity: 4 }),
    item({ id: 2, product_id: 102, name: 'Пробник', price: 0, quantity: 1 }),
    item({
      id: 3,
      product_id: null,
      kind: 'box',
      name: 'Свой бокс на 8 вкусов',
      price: 1272,
      quantity: 1,
      box: {
        box_type: 'box8',
        items: [
          { product_id: 501, name: 'humblbar Кокос', image: null, price: 159, quantity: 5 },
          { product_id: 502, name: 'humblbar Фисташка', image: null, price: 159, quantity: 3 },
        ],
      },
    }),
    item({ id: 4, product_id: 601, name: 'Футболка humbl XS', price: 1990, quantity: 1 }),
    item({ id: 5, product_id: 604, name: 'Футболка humbl L', price: 1990, quantity: 2 }),
    item({ id: 6, product_id: 900, name: 'ПАКЕТ', kind: 'package', price: 30, quantity: 1 }),
    item({ id: 7, product_id: 998, name: '', price: 100, quantity: 1 }),
  ],
  delivery: {
    delivery_type: 'courier',
    shop_number: null,
    shop_name: null,
    shop_address: null,
    address: 'ул. Рубинштейна, 5, кв. 12',
    date: '2026-11-24',
    time_from: '12:00',
    time_to: '14:00',
  },
});

export const unpaidOrder = order({ id: 8, status: 'awaiting_payment', is_paid: false, cash_back: 35 });

export const cancelledOrder = order({
  id: 9,
  status: 'cancelled',
  is_paid: false,
  pay_until: '2026-11-20T13:00:00Z',
});
