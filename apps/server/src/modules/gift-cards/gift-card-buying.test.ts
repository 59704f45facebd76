import { beforeEach, describe, expect, it } from 'vitest';
import type { CartAnswer } from '@shop/shared/cart/cart-api';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { giftCardOf, type GiftChoice } from '@shop/shared/gift-cards/rules';
import { DAY_MS, moscowDate } from '@shop/shared/moscow-time';
import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import { LOYALTY_LEVELS } from '@shop/shared/rules/loyalty';
import { orderTotals } from '@shop/shared/rules/order-totals';
import { guest, pickupForm, type Who } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { newCode } from './codes.ts';
import {
  balanceOf,
  buyCards,
  emailForm,
  giftCardCalls,
  orderOf,
  seededGiftCard,
} from './gift-cards.fixtures.ts';

/** Buying gift cards: the cart's card lines, the e-mail delivery of an order of cards, and who pays what. */

const clock = { now: new Date('2026-11-26T10:00:00Z') };
const { t, mail, shop, cards, bars } = useTestShop(clock);
const calls = giftCardCalls(t);
const silver = LOYALTY_LEVELS[0]!;
// Two hours on before each test: earlier carts and unpaid orders have lapsed, the limits' hours passed.
beforeEach(() => void (clock.now = new Date(clock.now.getTime() + 2 * 60 * 60_000)));

const card = (amount: number) => seededGiftCard(cards).product(amount);
const bar = (index: number) => Number(bars[index]!.id);
const detail = (answer: { statusCode: number; json(): unknown }) => [
  answer.statusCode,
  (answer.json() as { detail: string }).detail,
];
const cartOf = async (who: Who) => (await shop.cart(who)) as CartAnswer;
const loyalty = async (who: Who) => ((await shop.loyalty(who)).json() as LoyaltyCard).balance;

describe('card lines in the cart', () => {
  it('refuses recipient details the rules refuse, with their message', async () => {
    const who = guest();
    const refused = async (gift: GiftChoice, message: string, productId = card(1000)) =>
      expect(detail(await calls.addCard(who, productId, 1, gift))).toEqual([422, message]);
    const day = (days: number) => moscowDate(new Date(clock.now.getTime() + days * DAY_MS));

    await refused({ recipient_email: 'friend@example' }, giftCardMessages.recipientEmail);
    await refused({ send_on: day(-1) }, giftCardMessages.sendOn(90));
    await refused({ send_on: day(91) }, giftCardMessages.sendOn(90));
    await refused({ sender_name: 'М'.repeat(61) }, giftCardMessages.senderName);
    await refused({ message: 'ж'.repeat(501) }, giftCardMessages.message);
    await refused({ recipient_email: 'friend@example.ru' }, giftCardMessages.notAGiftCard, bar(0));
    expect((await cartOf(who)).items).toEqual([]);

    // Right at each limit: 60 characters (emoji too), 500, the 90th day.
    for (const gift of [
      { recipient_email: 'friend@example.ru', sender_name: 'М'.repeat(60), message: 'ж'.repeat(500) },
      { recipient_email: 'friend@example.ru', sender_name: '🎁'.repeat(60), send_on: day(90) },
    ]) {
      const added = await calls.addCard(who, card(1000), 1, gift);
      expect(added.statusCode, added.body).toBe(200);
    }
  });

  it('makes a line per recipient, and at most 10 cards a line', async () => {
    const who = guest();
    const [masha, petya] = [uniqueEmail('masha'), uniqueEmail('petya')];
    for (const recipient of [masha, petya, masha.toUpperCase()])
      expect((await calls.addCard(who, card(2000), 1, { recipient_email: recipient })).statusCode).toBe(200);
    const lines = (await cartOf(who)).items.map((item) => [item.gift_card?.recipient_email, item.quantity]);
    expect(lines.sort()).toEqual([
      [masha, 2],
      [petya, 1],
    ]);

    expect((await calls.addCard(who, card(3000), 11)).statusCode).toBe(422);
    expect((await calls.addCard(who, card(3000), 10)).statusCode).toBe(200);
    expect((await calls.addCard(who, card(3000), 1)).statusCode).toBe(422);
    expect((await cartOf(who)).items.find((item) => item.product_id === card(3000))?.quantity).toBe(10);
  });
});

describe('delivery of an order of cards', () => {
  it('is by e-mail for cards only, and only for them', async () => {
    const cardsOnly = guest();
    expect((await calls.addCard(cardsOnly, card(1000), 2)).statusCode).toBe(200);
    expect(detail(await calls.order(cardsOnly, pickupForm()))).toEqual([
      422,
      giftCardMessages.emailDeliveryOnly,
    ]);

    const mixed = guest();
    expect((await calls.addCard(mixed, card(1000))).statusCode).toBe(200);
    expect((await shop.addToCart(mixed, bar(0), 1)).statusCode).toBe(200);
    const goods = guest();
    expect((await shop.addToCart(goods, bar(0), 1)).statusCode).toBe(200);
    for (const who of [mixed, goods])
      expect(detail(await calls.order(who, emailForm()))).toEqual([
        422,
        giftCardMessages.emailDeliveryNeedsCardsOnly,
      ]);

    // Nothing to pack either.
    for (const packages of [{ add_package: true }, { add_present_package: true }])
      expect(detail(await calls.order(cardsOnly, emailForm(packages)))).toEqual([
        422,
        giftCardMessages.emailDeliveryNoPackages,
      ]);

    // No store, no courier: the form names neither.
    const placed = await calls.order(cardsOnly, emailForm());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderOf(placed)).toMatchObject({
      goods_amount: 2000,
      delivery_amount: 0,
      total_amount: 2000,
      delivery: { delivery_type: 'email', shop_number: null, address: null, date: null },
    });
  });
});

describe('who pays for cards', () => {
  it('bonuses pay their share of the other goods only; cards earn no cash back', async () => {
    const email = uniqueEmail('loyal');
    const who = { token: (await signIn(t, mail, email)).tokens.access_token };
    expect((await shop.addToCart(who, bar(1), 12)).statusCode).toBe(200);
    const first = await calls.order(who, pickupForm({ email }));
    expect((await shop.decide(first.json().payment_url, 'succeeded')).statusCode).toBe(200);
    const bonuses = await loyalty(who);
    expect(bonuses).toBe(orderOf(first).cash_back);

    // A card and a bar with bonuses: they pay the level's share of the bar, however large the card.
    expect((await calls.addCard(who, card(5000))).statusCode).toBe(200);
    expect((await shop.addToCart(who, bar(2), 1)).statusCode).toBe(200);
    const mixed = await calls.order(who, pickupForm({ email, use_bonus: true }));
    expect(mixed.statusCode, mixed.body).toBe(201);
    const order = orderOf(mixed);
    const barPart = order.goods_amount - 5000;
    expect(order.bonus_spent).toBe(Math.floor(barPart * silver.maxBonusShare));
    expect(order.bonus_spent).toBeLessThan(bonuses); // the share decides, not the balance
    expect(order.total_amount).toBe(order.goods_amount - order.bonus_spent);
    expect(order.cash_back).toBe(Math.floor((barPart - order.bonus_spent) * silver.cashBack));
    expect((await shop.decide(mixed.json().payment_url, 'succeeded')).statusCode).toBe(200);
    expect(await loyalty(who)).toBe(bonuses - order.bonus_spent + order.cash_back);

    // Cards only: no bonuses spent, none earned.
    expect((await calls.addCard(who, card(2000))).statusCode).toBe(200);
    const onlyCards = await calls.order(who, emailForm({ email, use_bonus: true }));
    expect(orderOf(onlyCards)).toMatchObject({ bonus_spent: 0, total_amount: 2000, cash_back: 0 });
    const before = await loyalty(who);
    expect((await shop.decide(onlyCards.json().payment_url, 'succeeded')).statusCode).toBe(200);
    expect(await loyalty(who)).toBe(before);
  });

  it('a guest’s order of cards earns nothing when the guest signs in', async () => {
    const session = guest() as { session: string };
    const { order } = await buyCards(t, mail, card(1000), { buyer: session });
    expect(order.cash_back).toBe(0);
    const email = uniqueEmail('adopter');
    const who = { token: (await signIn(t, mail, email, { sessionId: session.session })).tokens.access_token };
    const adopted = (await shop.order(who, order.id)).json();
    expect(adopted).toMatchObject({ status: 'paid', cash_back: 0 });
    expect(await loyalty(who)).toBe(0);
  });

  it('a gift card pays for everything but the cards bought', async () => {
    const [code] = (await buyCards(t, mail, card(5000))).codes as [string];
    const cardsOnly = guest();
    expect((await calls.addCard(cardsOnly, card(1000))).statusCode).toBe(200);
    const refused = await calls.order(cardsOnly, emailForm({ gift_card_codes: [code] }));
    expect(detail(refused)).toEqual([422, giftCardMessages.notNeeded]);

    const mixed = guest();
    expect((await calls.addCard(mixed, card(1000))).statusCode).toBe(200);
    expect((await shop.addToCart(mixed, bar(3), 2)).statusCode).toBe(200);
    const placed = await calls.order(mixed, pickupForm({ gift_card_codes: [code] }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderOf(placed);
    expect(order).toMatchObject({ status: 'awaiting_payment', total_amount: 1000 });
    expect(order.gift_card_spent).toBe(order.goods_amount - 1000);
    const left = await calls.check(code, mixed, uniqueIp());
    expect(balanceOf(left).balance).toBe(5000 - order.gift_card_spent);
  });

  it('the checkout summary’s total is the server’s, and another one orders nothing', async () => {
    const [code] = (await buyCards(t, mail, card(1000))).codes as [string];
    const who = guest();
    expect((await calls.addCard(who, card(2000))).statusCode).toBe(200);
    expect((await shop.addToCart(who, bar(4), 4)).statusCode).toBe(200);
    const checked = await calls.check(code, who, uniqueIp());
    expect(checked.statusCode, checked.body).toBe(200);

    // What the storefront shows: orderTotals over the cart, the checked card and the choices.
    const items = (await cartOf(who)).items;
    const sum = (list: typeof items) => list.reduce((total, item) => total + item.price * item.quantity, 0);
    const summary = orderTotals({
      goods: sum(items),
      giftCardGoods: sum(items.filter((item) => giftCardOf(cards, item.product_id))),
      giftCardBalances: [balanceOf(checked).balance],
      deliveryType: 'pickup',
      addPackage: true,
      addPresentPackage: false,
      useBonus: false,
      balance: 0,
      level: silver,
    });
    const form = pickupForm({ add_package: true, gift_card_codes: [code] });

    const wrong = await calls.order(who, { ...form, expected_total: summary.total + 1 });
    expect(wrong.statusCode, wrong.body).toBe(409);
    expect(balanceOf(await calls.check(code, who, uniqueIp())).balance).toBe(1000);
    expect((await cartOf(who)).items).toHaveLength(2);

    const placed = await calls.order(who, { ...form, expected_total: summary.total });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderOf(placed)).toMatchObject({
      goods_amount: summary.goods,
      packages_amount: summary.packages,
      gift_card_spent: summary.giftCardTotal,
      total_amount: summary.total,
    });
  });

  it('cards pay in the order entered, each what the ones before it left', async () => {
    const bought = await buyCards(t, mail, card(1000), { quantity: 1 });
    const [small] = bought.codes as [string];
    const [large] = (await buyCards(t, mail, card(2000))).codes as [string];
    const who = guest();
    expect((await shop.addToCart(who, bar(5), 8)).statusCode).toBe(200);
    const goods = (await cartOf(who)).items[0]!;
    const total = goods.price * goods.quantity;
    expect(total > 1000 && total <= 2000, `8 bars for ${total} ₽`).toBe(true);

    // The large card first covers it all: the small one is not needed.
    const order = (codes: string[]) => calls.order(who, pickupForm({ gift_card_codes: codes }));
    expect(detail(await order([large, small]))).toEqual([422, giftCardMessages.notNeeded]);
    expect(detail(await order([small, small.toLowerCase()]))).toEqual([422, giftCardMessages.alreadyApplied]);
    const six = [small, large, newCode(), newCode(), newCode(), newCode()];
    expect((await order(six)).statusCode).toBe(422);

    const placed = await order([small, large]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderOf(placed)).toMatchObject({
      status: 'paid',
      total_amount: 0,
      gift_card_spent: total,
      paid_with_gift_cards: [
        { last4: small.slice(-4), amount: 1000 },
        { last4: large.slice(-4), amount: total - 1000 },
      ],
    });
    expect(detail(await calls.check(small, who, uniqueIp()))).toEqual([422, giftCardMessages.unusable]);
    expect(balanceOf(await calls.check(large, who, uniqueIp())).balance).toBe(3000 - total);
  });
});
