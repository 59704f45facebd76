import { describe, expect, it } from 'vitest';
import type { Box } from '@shop/shared/cart/cart-api';
import { cartMessages } from '@shop/shared/cart/messages';
import type { BoxCard, MerchCard } from '@shop/shared/rules/cards';
import { useCartApp } from '../../test/cart-app.ts';

let clock = new Date('2026-11-22T12:00:00Z');
const minutes = (n: number) => n * 60_000;
const { t, cards, bars, guest, setStock, add, getCart } = useCartApp({
  now: () => clock,
  setNow: (now) => (clock = now),
});

const boxCard = () => cards.find((c): c is BoxCard => c.kind === 'box' && c.flavors.length >= 3)!;
const merchCard = () =>
  cards.find((c): c is MerchCard => c.kind === 'merch' && c.sizes.some((s) => s.available))!;

describe('cart lines', () => {
  it('adds a product at the catalogue price, raises the quantity of a line already there, and lists it', async () => {
    const bar = bars()[0]!;
    const session = guest();
    const first = await add(session, Number(bar.id), 1);
    expect(first.statusCode).toBe(200);
    const { item } = first.json();
    expect(item).toMatchObject({
      product_id: Number(bar.id),
      quantity: 1,
      price: bar.unitPrice,
      product: { name: bar.title },
    });
    expect(item.product.image_urls.length).toBeGreaterThan(0);
    expect(Date.parse(item.created_at)).toBe(clock.getTime());

    const again = (await add(session, Number(bar.id), 4)).json().item;
    expect(again).toMatchObject({ id: item.id, quantity: 5 });

    const cart = await getCart(session);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: item.id, quantity: 5 });
    expect(cart.reserved_until).toBe(new Date(clock.getTime() + minutes(15)).toISOString());
  });

  it('prices a pack of 4, 8 or 12 at its per-unit price, whatever the request says', async () => {
    const bar = bars().find((b) =>
      b.quantityOptions.some((o) => o.count === 4 && o.pricePerUnit < b.unitPrice!),
    )!;
    const pack = bar.quantityOptions.find((o) => o.count === 4)!;
    const session = guest();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/',
      payload: { product_id: Number(bar.id), quantity: 4, session_id: session, price: 1 },
    });
    expect(res.json().item.price).toBe(pack.pricePerUnit);
  });

  it('changes a quantity and removes a line', async () => {
    const bar = bars()[1]!;
    const session = guest();
    const { item } = (await add(session, Number(bar.id), 1)).json();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/cart/${item.id}`,
      payload: { quantity: 8, session_id: session },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({
      id: item.id,
      quantity: 8,
      price: bar.quantityOptions.find((o) => o.count === 8)!.pricePerUnit,
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${item.id}?session_id=${session}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await getCart(session)).items).toEqual([]);
  });

  it("never shows or changes another guest's line", async () => {
    const bar = bars()[0]!;
    const alice = guest();
    const bob = guest();
    const { item } = (await add(alice, Number(bar.id), 1)).json();
    expect((await getCart(bob)).items).toEqual([]);
    for (const res of [
      await t.app.inject({
        method: 'PATCH',
        url: `/api/cart/${item.id}`,
        payload: { quantity: 4, session_id: bob },
      }),
      await t.app.inject({ method: 'DELETE', url: `/api/cart/${item.id}?session_id=${bob}` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: cartMessages.lineNotFound });
    }
    expect((await getCart(alice)).items[0]).toMatchObject({ id: item.id, quantity: 1 });
  });

  it('asks for a session id, and a well-formed one', async () => {
    const bar = bars()[0]!;
    const missing = await add(undefined, Number(bar.id), 1);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: cartMessages.sessionRequired });
    const malformed = await add('not-a-uuid', Number(bar.id), 1);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({ detail: cartMessages.sessionMalformed });
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/' })).statusCode).toBe(400);
  });

  it('accepts quantities above zero that the product allows', async () => {
    const bar = bars()[0]!;
    const tee = merchCard().sizes.find((s) => s.available)!;
    const session = guest();
    const zero = await add(session, Number(bar.id), 0);
    expect(zero.statusCode).toBe(422);
    expect(zero.json().detail).toContain('Количество должно быть больше нуля');
    expect((await add(session, Number(bar.id), 3)).statusCode).toBe(200); // the page's stepper allows 3
    const tooMany = await add(session, Number(bar.id), 100);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toBe('Такое количество выбрать нельзя: не больше 99 шт.');
    const fourTees = await add(session, tee.id, 4);
    expect(fourTees.statusCode).toBe(422);
    expect(fourTees.json().detail).toBe('Такое количество выбрать нельзя: только 1 шт.');
    expect((await add(session, 999_999, 1)).statusCode).toBe(404);
  });
});

describe('boxes', () => {
  const fill = (card: BoxCard, size: number) => {
    const [a, b] = card.flavors;
    return [
      { product_id: a!.id, quantity: size - 1 },
      { product_id: b!.id, quantity: 1 },
    ];
  };

  it('builds a box priced per flavour for its size, lists it, and changes its flavours', async () => {
    const card = boxCard();
    const session = guest();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/boxes/',
      payload: { box_type: 'box8', items: fill(card, 8), session_id: session },
    });
    expect(created.statusCode).toBe(200);
    const box = created.json() as Box;
    expect(box).toMatchObject({ box_type: 'box8', session_id: session });
    expect(box.items).toHaveLength(2);
    for (const item of box.items) {
      const flavor = card.flavors.find((f) => f.id === item.product_id)!;
      expect(item).toMatchObject({
        box_id: box.id,
        price: flavor.prices['8'],
        product: { name: flavor.name },
      });
    }

    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/boxes/?session_id=${session}` })
    ).json() as Box[];
    expect(listed.map((b) => b.id)).toEqual([box.id]);

    const [a, b, c] = card.flavors;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/boxes/${box.id}/items`,
      payload: {
        session_id: session,
        items: [
          { product_id: a!.id, quantity: 0 },
          { product_id: b!.id, quantity: 4 },
          { product_id: c!.id, quantity: 4 },
        ],
      },
    });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as Box).items.map((i) => [i.product_id, i.quantity])).toEqual([
      [b!.id, 4],
      [c!.id, 4],
    ]);
    const one = await t.app.inject({ method: 'GET', url: `/api/boxes/${box.id}?session_id=${session}` });
    expect(one.json()).toEqual(updated.json());
  });

  it('refuses a box whose flavours do not add up to its size, or with no flavours', async () => {
    const card = boxCard();
    const session = guest();
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/boxes/', payload: { session_id: session, ...payload } });
    const short = await post({ box_type: 'box12', items: fill(card, 8) });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ detail: cartMessages.boxSizeMismatch });
    expect((await post({ box_type: 'box4', items: [] })).json()).toEqual({
      detail: cartMessages.productRequired,
    });
    expect((await post({ box_type: 'box5', items: fill(card, 4) })).statusCode).toBe(422);
    const bar = bars()[0]!;
    expect(
      (await post({ box_type: 'box4', items: [{ product_id: Number(bar.id), quantity: 4 }] })).json(),
    ).toEqual({
      detail: cartMessages.flavourNotInBox,
    });
  });

  it('keeps boxes to their owner and frees their flavours when deleted', async () => {
    const card = boxCard();
    const flavour = card.flavors[2]!.id;
    // One client may hold half the stock: Carol, from another address, holds the other 4 of 8.
    await setStock(flavour, 8);
    const alice = guest();
    const bob = guest();
    const box4 = (session: string, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/boxes/',
        payload: { box_type: 'box4', items: [{ product_id: flavour, quantity: 4 }], session_id: session },
        remoteAddress,
      });
    expect((await box4(guest(), '203.0.113.3')).statusCode).toBe(200);
    const box = (await box4(alice)).json() as Box;
    const bobsTry = await box4(bob, '203.0.113.2');
    expect(bobsTry.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/boxes/${box.id}?session_id=${bob}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/boxes/${box.id}?session_id=${bob}` })).statusCode,
    ).toBe(404);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/boxes/${box.id}?session_id=${alice}` })).statusCode,
    ).toBe(204);
    const bobsBox = await box4(bob, '203.0.113.2');
    expect(bobsBox.statusCode).toBe(200);
  });
});
