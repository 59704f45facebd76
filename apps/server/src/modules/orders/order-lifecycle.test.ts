import { describe, expect, it } from 'vitest';
import { notEnoughStock } from '@shop/shared/cart/messages';
import type { Order } from '@shop/shared/orders/order-api';
import { guest } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useOrderShop } from './orders.fixtures.ts';

// A Monday; each test a week on (orders.fixtures.ts), when earlier holds and orders have lapsed.
const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, bars, product, setProduct, stockOf, card, user, customer, renew, order, paidOrder } =
  useOrderShop(clock);

describe("a guest's orders at sign-in", () => {
  it('count towards the level and earn cash back once, paid before or after signing in', async () => {
    const session = guest();
    const id = product(4);
    const price = bars[4]!.price.current;
    await setProduct(id, { price: 20_000, quantity: 1000 });
    await paidOrder(session, id);
    await setProduct(id, { price: 1000 });
    const unpaid = await order(session, id);
    expect(unpaid.order.cash_back).toBe(0);

    const email = uniqueEmail('adopted');
    const sessionId = 'session' in session ? session.session : '';
    const { tokens } = await signIn(t, mail, email, { sessionId });
    const who = { token: tokens.access_token };
    expect(await card(who)).toMatchObject({ level: 'Gold', paid_total: 20_000, balance: 1000 });

    // Signing in again with the same session (after the code's resend wait) moves nothing twice.
    clock.now = new Date(clock.now.getTime() + 61_000);
    await signIn(t, mail, email, { sessionId });
    expect((await card(who)).balance).toBe(1000);

    // The order left unpaid earns the rate the account had when it took the order over (Silver's 5 %).
    expect((await shop.decide(unpaid.payment_url!, 'succeeded')).statusCode).toBe(200);
    const after = await card(who);
    expect(after).toMatchObject({ paid_total: 21_000, balance: 1050 });
    expect(after.history.map((h) => [h.kind, h.amount])).toEqual([
      ['cash_back', 50],
      ['cash_back', 1000],
    ]);
    await setProduct(id, { price });
  });
});

describe("a guest's checkout details at sign-in", () => {
  it('fill the blanks of the profile of the same e-mail, and nothing of another one', async () => {
    const id = product(6);
    const email = uniqueEmail('checkout');
    const session = guest();
    const sessionId = 'session' in session ? session.session : '';
    await order(session, id, { email, first_name: 'Вера', last_name: 'Ким', phone: '+7 (999) 765-43-21' });
    const { user: signedIn, tokens } = await signIn(t, mail, email, { sessionId });
    expect(signedIn).toMatchObject({ first_name: 'Вера', last_name: 'Ким' });
    expect(signedIn.phone).toBe('+79997654321');
    expect(await user({ token: tokens.access_token })).toMatchObject({
      first_name: 'Вера',
      last_name: 'Ким',
    });

    // A name the profile has stays; only the blank phone is filled.
    const named = await customer();
    expect((await shop.updateUser(named, { first_name: 'Ольга' })).statusCode).toBe(200);
    const again = guest();
    const againId = 'session' in again ? again.session : '';
    await order(again, id, {
      email: named.email,
      first_name: 'Не',
      last_name: 'Ольга',
      phone: '+79990001122',
    });
    clock.now = new Date(clock.now.getTime() + 61_000);
    const { user: kept } = await signIn(t, mail, named.email, { sessionId: againId });
    expect(kept).toMatchObject({ first_name: 'Ольга', last_name: 'Ольга', phone: '+79990001122' });

    // Somebody else's order on a shared browser fills nothing.
    const shared = guest();
    const sharedId = 'session' in shared ? shared.session : '';
    await order(shared, id, { email: uniqueEmail('someone'), first_name: 'Чужой', last_name: 'Человек' });
    const { user: stranger } = await signIn(t, mail, uniqueEmail('owner'), { sessionId: sharedId });
    expect(stranger).toMatchObject({ first_name: null, last_name: null, phone: null });
  });
});

describe("a guest's paid order claimed by two sign-ins at once", () => {
  it('goes to one account only and is counted once', async () => {
    const session = guest();
    const id = product(5);
    const price = bars[5]!.price.current;
    await setProduct(id, { price: 20_000, quantity: 1000 });
    await paidOrder(session, id);
    await setProduct(id, { price });
    const sessionId = 'session' in session ? session.session : '';
    const [a, b] = await Promise.all(
      ['first', 'second'].map((name) => signIn(t, mail, uniqueEmail(name), { sessionId })),
    );
    const cards = await Promise.all([a!, b!].map((s) => card({ token: s.tokens.access_token })));
    expect(cards.map((c) => c.paid_total).sort()).toEqual([0, 20_000]);
    expect(cards.map((c) => c.balance).sort()).toEqual([0, 1000]);
  });
});

describe('an unpaid order past its hour', () => {
  it('is cancelled with its stock and spent bonuses back, without any sweep', async () => {
    const who = await customer();
    const id = product(3);
    const price = bars[3]!.price.current;
    await setProduct(id, { price: 2000, quantity: 1000 });
    await paidOrder(who, id); // 100 bonuses
    // One client may order half the stock: 3 of 6, and the other 3 are all anyone else can take.
    await setProduct(id, { price, quantity: 6 });

    const { order: placed } = await order(who, id, { use_bonus: true, email: who.email }, 3);
    expect(placed.bonus_spent).toBe(Math.min(100, Math.floor(price * 3 * 0.3)));
    const takeFour = async () => {
      const res = await shop.addToCart(guest(), id, 4, uniqueIp());
      return [res.statusCode, res.json().detail];
    };
    const onlyThreeLeft = [409, notEnoughStock(bars[3]!.title, 3)]; // the order keeps the other 3
    expect(await takeFour()).toEqual(onlyThreeLeft);

    clock.now = new Date(clock.now.getTime() + 59 * 60_000);
    expect(await takeFour()).toEqual(onlyThreeLeft);
    clock.now = new Date(clock.now.getTime() + 60_000);
    // The hour is over: the units are free again before anyone has cancelled anything.
    const other = guest();
    expect((await shop.addToCart(other, id, 3)).statusCode).toBe(200);
    await renew(who);
    expect(await user(who)).toMatchObject({ loyalty_amount: 100 });
    const mine = (await shop.orders(who)).json() as Order[];
    expect(mine[0]).toMatchObject({ id: placed.id, status: 'cancelled', is_paid: false });
    expect((await card(who)).history.slice(0, 2).map((h) => [h.kind, h.amount])).toEqual([
      ['returned', placed.bonus_spent],
      ['spent', -placed.bonus_spent],
    ]);
    expect(await stockOf(id)).toBe(6); // never taken
    const cancelled = await mail.latest(who.email, (m) => m.subject.includes('отменён'));
    expect(cancelled.subject).toBe(`Заказ №${placed.retailcrm_id} отменён`);
    await setProduct(id, { quantity: 1000 });
  });

  it('is cancelled once however many readers and sweeps see it at the same time', async () => {
    const who = await customer();
    const id = product(4);
    await setProduct(id, { price: 2000, quantity: 1000 });
    await paidOrder(who, id);
    await setProduct(id, { price: bars[4]!.price.current });
    await order(who, id, { use_bonus: true });
    clock.now = new Date(clock.now.getTime() + 61 * 60_000);
    await renew(who);
    await Promise.all([
      shop.orders(who),
      shop.user(who),
      shop.loyalty(who),
      t.app.services.orders.expireDue(clock.now),
      t.app.services.orders.expireDue(clock.now),
    ]);
    const history = (await card(who)).history;
    expect(history.filter((h) => h.kind === 'returned')).toHaveLength(1);
    expect((await card(who)).balance).toBe(100);
  });
});
