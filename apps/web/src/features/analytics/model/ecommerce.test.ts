import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { Card } from '@shop/shared/rules/cards';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupedProducts } from '@/test/fixtures/grouped-products.ts';
import { order, paidOrder, unpaidOrder } from '@/test/fixtures/orders.ts';
import type { CartLineLike } from './ecommerce.ts';

// The e-commerce events (docs/product/personal-data.md#web-analytics): their shapes, and the gate that keeps
// them out of window.dataLayer unless the visitor accepted analytics before the page loaded.

const cards = buildCatalogCards(groupedProducts);
const cardOf = (kind: Card['kind']) => cards.find((card) => card.kind === kind)!;
const bar: CartLineLike = {
  originalProduct: 101,
  name: 'humblbar Кокос',
  price: 179,
  type: 'product',
  size: null,
};
const tee: CartLineLike = {
  originalProduct: 604,
  name: 'Футболка humbl',
  price: 1990,
  type: 'merch',
  size: 'L',
};
const now = new Date(paidOrder.created_at);

function setMeta(id: string | null) {
  document.querySelector('meta[name="yandex-metrika"]')?.remove();
  if (id === null) return;
  const meta = document.createElement('meta');
  meta.name = 'yandex-metrika';
  meta.content = id;
  document.head.append(meta);
}
const setCookie = (value: string | null) =>
  (document.cookie = value === null ? 'analytics=; Max-Age=0; Path=/' : `analytics=${value}; Path=/`);

/** The page as loaded: its counter meta and cookie, then the module fresh (it reads the cookie at load). */
async function loadPage({ meta = '12345' as string | null, cookie = 'granted' as string | null } = {}) {
  setMeta(meta);
  setCookie(cookie);
  vi.resetModules();
  return import('./ecommerce.ts');
}
const pushed = () => window.dataLayer ?? [];

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(() => {
  setMeta(null);
  setCookie(null);
});

describe('the consent gate', () => {
  it.each([
    ['no counter in the page', { meta: null, cookie: 'granted' }],
    ['no decision yet', { meta: '12345', cookie: null }],
    ['refused', { meta: '12345', cookie: 'denied' }],
    ['an unknown value', { meta: '12345', cookie: 'yes' }],
  ])('pushes nothing with %s', async (_, page) => {
    const { trackDetail, trackCartChange, trackPurchase } = await loadPage(page);
    trackDetail(cardOf('regular'));
    trackCartChange(bar, 2);
    trackCartChange(bar, -1);
    trackPurchase(paidOrder, now);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes nothing when the acceptance came after the page loaded (its policy blocks the counter)', async () => {
    const { trackDetail } = await loadPage({ cookie: null });
    setCookie('granted');
    trackDetail(cardOf('regular'));
    expect(window.dataLayer).toBeUndefined();
  });

  it('stops at once when the visitor refuses after accepting', async () => {
    const { trackCartChange } = await loadPage();
    trackCartChange(bar, 1);
    setCookie('denied');
    trackCartChange(bar, 1);
    expect(pushed()).toHaveLength(1);
  });

  it('pushes nothing while the page is being left', async () => {
    const { trackCartChange, trackPurchase } = await loadPage();
    trackCartChange(bar, 1);
    window.dispatchEvent(new Event('beforeunload'));
    trackCartChange(bar, 1);
    trackPurchase(paidOrder, now);
    expect(pushed()).toHaveLength(1);
    // Back from the page cache, the page counts again; the purchase was not remembered as sent.
    window.dispatchEvent(new Event('pageshow'));
    trackPurchase(paidOrder, now);
    expect(pushed()).toHaveLength(2);
  });
});

describe('the events', () => {
  it("'detail': the product page's card, its unit price, brand and category", async () => {
    const { trackDetail } = await loadPage();
    const regular = cardOf('regular');
    trackDetail(regular);
    trackDetail(cardOf('merch'));
    const unit = regular.kind === 'regular' ? regular.selectedQuantityOption?.pricePerUnit : undefined;
    expect(pushed()).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          detail: {
            products: [
              {
                id: regular.id,
                name: regular.title,
                price: unit ?? regular.price.current,
                brand: 'humbl',
                category: 'Продукты',
              },
            ],
          },
        },
      },
      {
        ecommerce: {
          currencyCode: 'RUB',
          detail: { products: [expect.objectContaining({ id: cardOf('merch').id, category: 'Мерч' })] },
        },
      },
    ]);
  });

  it("'add' for more units, 'remove' for fewer, with the size as the variant; nothing for no change", async () => {
    const { trackCartChange } = await loadPage();
    trackCartChange(bar, 4);
    trackCartChange(tee, -2);
    trackCartChange(bar, 0);
    trackCartChange(undefined, 3);
    trackCartChange(
      { originalProduct: null, name: 'Свой бокс на 4 вкуса', price: 716, type: 'box', size: null },
      -1,
    );
    expect(pushed()).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          add: {
            products: [
              {
                id: '101',
                name: 'humblbar Кокос',
                price: 179,
                brand: 'humbl',
                category: 'Продукты',
                quantity: 4,
              },
            ],
          },
        },
      },
      {
        ecommerce: {
          currencyCode: 'RUB',
          remove: {
            products: [
              {
                id: '604',
                name: 'Футболка humbl',
                price: 1990,
                brand: 'humbl',
                category: 'Мерч',
                variant: 'L',
                quantity: 2,
              },
            ],
          },
        },
      },
      {
        ecommerce: {
          currencyCode: 'RUB',
          remove: {
            products: [
              {
                id: 'box',
                name: 'Свой бокс на 4 вкуса',
                price: 716,
                brand: 'humbl',
                category: 'Боксы',
                quantity: 1,
              },
            ],
          },
        },
      },
    ]);
  });

  it("'purchase': the order number, what it cost and every item, once per order", async () => {
    const { trackPurchase } = await loadPage();
    const paidWithCards = { ...paidOrder, total_amount: 8000, gift_card_spent: 134 };
    trackPurchase(paidWithCards, now);
    trackPurchase(paidWithCards, now);
    expect(pushed()).toHaveLength(1);
    const { purchase } = (
      pushed()[0] as { ecommerce: { purchase: { actionField: unknown; products: unknown[] } } }
    ).ecommerce;
    expect(purchase.actionField).toEqual({ id: paidOrder.retailcrm_id, revenue: 8134 });
    expect(purchase.products).toEqual([
      {
        id: '101',
        name: 'Кокосовый (старое имя)',
        price: 179,
        brand: 'humbl',
        category: 'Продукты',
        quantity: 4,
      },
      expect.objectContaining({ id: '102', price: 0, quantity: 1 }),
      expect.objectContaining({ id: 'box', category: 'Боксы', price: 1272, quantity: 1 }),
      expect.objectContaining({ id: '601', category: 'Мерч', quantity: 1 }),
      expect.objectContaining({ id: '604', category: 'Мерч', quantity: 2 }),
      expect.objectContaining({ id: '900', category: 'Упаковка', quantity: 1 }),
      expect.objectContaining({ id: '998', quantity: 1 }),
    ]);
  });

  it('remembers reported orders across page loads, and reports neither unpaid nor old orders', async () => {
    let page = await loadPage();
    page.trackPurchase(unpaidOrder, now);
    page.trackPurchase(order({ id: 11 }), new Date(Date.parse(paidOrder.created_at) + 25 * 3600_000));
    page.trackPurchase(paidOrder, now);
    expect(pushed()).toHaveLength(1);

    page = await loadPage();
    page.trackPurchase(paidOrder, now);
    page.trackPurchase(order({ id: 12 }), now);
    expect(pushed()).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('analyticsPurchases')!)).toEqual([paidOrder.id, 12]);
  });
});

describe("the pages' calls (track.ts)", () => {
  async function loadTrack(page: { meta?: string | null; cookie?: string | null }) {
    await loadPage(page);
    vi.resetModules();
    return import('./track.ts');
  }

  it('send nothing, and load no event code, unless analytics may run', async () => {
    const { trackCartChange } = await loadTrack({ cookie: 'denied' });
    trackCartChange(bar, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.dataLayer).toBeUndefined();
  });

  it('reach the events in the order they were called', async () => {
    const { trackCartChange, trackDetail } = await loadTrack({});
    trackDetail(cardOf('regular'));
    trackCartChange(bar, 2);
    trackCartChange(bar, -1);
    await vi.waitFor(() => expect(pushed()).toHaveLength(3));
    expect(pushed().map((event) => Object.keys((event as { ecommerce: object }).ecommerce)[1])).toEqual([
      'detail',
      'add',
      'remove',
    ]);
  });
});
