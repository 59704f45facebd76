import { describe, expect, it } from 'vitest';
import { publishBasket } from './basket-actions.ts';
import { defaultBasketOptions, useBasketOptions } from './basket-options.ts';
import { useCartStore } from './cart-store.ts';

const line = {
  id: 1,
  product_id: 101,
  price: 179,
  quantity: 2,
  created_at: '2026-11-23T10:00:00Z',
  product: { name: 'humblbar Кокос', image_urls: ['/static/products/101.svg'] },
};

describe('publishBasket', () => {
  it('shows the server’s lines and boxes, and resets delivery, bonus and packages once emptied', () => {
    useBasketOptions.setState({ deliveryMethod: 'delivery', useBonus: true, addPackage: true });
    publishBasket({ items: [line], boxes: [], reservedUntil: '2026-11-23T10:15:00Z' });
    expect(useCartStore.getState().items).toMatchObject([
      { key: 'line-1', name: 'humblbar Кокос', count: 2, type: 'product', originalProduct: 101 },
    ]);
    expect(useBasketOptions.getState().deliveryMethod).toBe('delivery');

    publishBasket({ items: [], boxes: [], reservedUntil: null });
    expect(useCartStore.getState().items).toEqual([]);
    expect(useBasketOptions.getState()).toEqual(defaultBasketOptions);
  });
});
