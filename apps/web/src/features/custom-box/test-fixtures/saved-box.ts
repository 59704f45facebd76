import type { Box } from '@shop/shared/cart/cart-api';

/** A box of 8 as GET /api/boxes/9 answers it, holding `items` as [product id, count] pairs at 159 ₽. */
export const savedBox = (items: [number, number][]): Box => ({
  id: 9,
  box_type: 'box8',
  created_at: '2026-11-23T10:00:00Z',
  session_id: 'guest',
  items: items.map(([product_id, quantity], index) => ({
    id: index + 1,
    box_id: 9,
    product_id,
    quantity,
    price: 159,
    product: { name: String(product_id), image_urls: [] },
  })),
});
