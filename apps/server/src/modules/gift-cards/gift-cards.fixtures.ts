import { expect, vi } from 'vitest';
import type { GiftCardBalance } from '@shop/shared/gift-cards/gift-card-api';
import { giftCardOf, normaliseCode } from '@shop/shared/gift-cards/rules';
import type {
  CreateOrderAnswer,
  CreateOrderBody,
  GiftCardChoice,
  Order,
} from '@shop/shared/orders/order-api';
import type { Card, GiftCard } from '@shop/shared/rules/cards';
import { useOrdersAdminShop } from '../admin/orders-admin.fixtures.ts';
import type { CaughtMail, MailCatcher } from '../../test/mail-catcher.ts';
import { as, guest, pickupForm, shopCalls, withConsents, type Who } from '../../test/shop-calls.ts';
import { bearer, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The seeded electronic gift card and the product of each of its denominations. */
export function seededGiftCard(cards: readonly Card[]): {
  card: GiftCard;
  product: (amount: number) => number;
} {
  const card = cards.find((candidate): candidate is GiftCard => candidate.kind === 'gifted_card')!;
  expect(card, 'the seed has a gift card').toBeDefined();
  expect(giftCardOf(cards, card.productIdByDenomination[card.denominations[0]!]!)).toBe(card);
  return { card, product: (amount) => card.productIdByDenomination[amount]! };
}

/** A complete checkout form for an order of electronic cards only (no store, no courier). */
export const emailForm = (overrides: Partial<CreateOrderBody> = {}): CreateOrderBody =>
  pickupForm({ delivery: { delivery_type: 'email' }, ...overrides });

/** Gift card calls the storefront makes. */
export function giftCardCalls(t: TestApp) {
  return {
    /** Puts `quantity` cards of a denomination in the cart, for `gift` (absent: to the buyer). */
    addCard: (who: Who, productId: number, quantity = 1, gift?: GiftCardChoice, ip = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: `/api/cart/${as(who).query}`,
        headers: as(who).headers,
        remoteAddress: ip,
        payload: { product_id: productId, quantity, ...(gift ? { gift_card: gift } : {}) },
      }),
    /** POST /api/gift-cards/check from `ip`, as `who` (or nobody). */
    check: (code: string, who: Who | null = null, ip = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/gift-cards/check',
        headers: who ? ('token' in who ? bearer(who.token) : { 'x-session-id': who.session }) : {},
        remoteAddress: ip,
        payload: { code },
      }),
    resend: (who: Who, orderId: number, cardId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/gift-cards/${cardId}/resend${as(who).query}`,
        headers: as(who).headers,
      }),
    /** Checks out the cart (a fresh address each time unless told; the consents ticked: withConsents). */
    order: async (who: Who, form: CreateOrderBody, ip = uniqueIp()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${as(who).query}`,
        headers: as(who).headers,
        remoteAddress: ip,
        payload: await withConsents(t, form),
      }),
  };
}

/** The code a card's mail carries (text part: 'Код карты: XXXX-XXXX-XXXX-XXXX'), normalised. */
export function codeIn(mail: CaughtMail): string {
  const match = /Код карты: ([0-9A-Z-]{19})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return normaliseCode(match![1]!)!;
}

export const balanceOf = (answer: { json(): unknown }) => answer.json() as GiftCardBalance;
export const orderOf = (answer: { json(): unknown }) => (answer.json() as CreateOrderAnswer).order;
export type { Order };

/** A card's mail (not the order's own mails to the same address). */
export const isCardMail = (mail: CaughtMail) => mail.text.includes('Код карты:');

/**
 * A gift card test file's shop: the admin's order shop (orders-admin.fixtures.ts: a day on before each test,
 * an admin signed in then, snacks, cancel), with the card calls and helpers that buy cards, spend them and
 * read them back as a holder, a buyer and an admin do.
 */
export function useGiftCardShop(clock: { now: Date }, env: Record<string, string> = {}) {
  const suite = useOrdersAdminShop(clock, env);
  const { t, mail, shop, cards, admin, barId } = suite;
  const calls = giftCardCalls(t);

  /**
   * A guest buys cards of `amount` on `app` (another instance on the same database, or this file's): one
   * per entry of `gifts` (undefined: to the buyer, at once), paid through the test provider.
   */
  async function buy(amount: number, gifts: (GiftCardChoice | undefined)[] = [undefined], app: TestApp = t) {
    const buyer = guest();
    const email = uniqueEmail('buyer');
    const on = giftCardCalls(app);
    const product = seededGiftCard(cards).product(amount);
    for (const gift of gifts) {
      const added = await on.addCard(buyer, product, 1, gift);
      expect(added.statusCode, added.body).toBe(200);
    }
    const placed = await on.order(buyer, emailForm({ email }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await shopCalls(app).decide(placed.json().payment_url, 'succeeded')).statusCode).toBe(200);
    return { buyer, email, purchase: orderOf(placed) };
  }

  /** The cards an order bought once all of them are mailed and marked sent (waits up to 5 s). */
  const sentCards = (buyer: Who, orderId: number) =>
    vi.waitFor(
      async () => {
        const bought = await cardsBought(t, buyer, orderId);
        expect(bought.map((card) => card.state)).toEqual(bought.map(() => 'sent'));
        return bought;
      },
      { timeout: 5_000, interval: 50 },
    );

  /** A card of `amount` a guest bought for itself, mailed at once: its code read from the mail. */
  async function cardInHand(amount = 1000) {
    const bought = await buy(amount);
    const [card] = await sentCards(bought.buyer, bought.purchase.id);
    const code = codeIn(await mail.latest(bought.email, isCardMail));
    expect(card!.last4).toBe(code.slice(-4));
    return { ...bought, card: card!, code };
  }

  /** A guest with `quantity` of a product in its cart, from an address of its own. */
  async function cartedGuest(productId: number, quantity: number) {
    const who = guest();
    const ip = uniqueIp();
    const added = await shop.addToCart(who, productId, quantity, ip);
    expect(added.statusCode, added.body).toBe(200);
    return { who, ip };
  }

  /** That guest's checkout for pickup, paying with `codes`. */
  const checkout = ({ who, ip }: { who: Who; ip: string }, codes: string[]) =>
    calls.order(who, pickupForm({ gift_card_codes: codes }), ip);

  /** `quantity` of snack `index` ordered by a new guest with `codes`: 201, with the order and its payment link. */
  async function orderWith(codes: string[], index: number, quantity: number) {
    const buyer = await cartedGuest(barId(index), quantity);
    const placed = await checkout(buyer, codes);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment_url } = placed.json() as CreateOrderAnswer;
    return { who: buyer.who, order, paymentUrl: payment_url };
  }

  /** POST /api/gift-cards/check from an address of its own: [200, balance] or [status, refusal]. */
  async function checked(code: string): Promise<[number, number | string]> {
    const answer = await calls.check(code, null, uniqueIp());
    const body = answer.json() as { balance?: number; detail?: string };
    return [answer.statusCode, answer.statusCode === 200 ? body.balance! : body.detail!];
  }

  /** A card as an admin reads it: its ledger as [kind, amount] rows, whose sum is always its balance. */
  async function ledgerOf(cardId: number) {
    const detail = await t.app.services.giftCards.detail(cardId);
    const rows = detail.ledger.map((row) => [row.kind, row.amount] as [string, number]);
    const sum = detail.ledger.reduce((total, row) => total + row.amount, 0);
    expect(sum).toBe(detail.balance);
    return { detail, rows, sum };
  }

  const disableCard = (cardId: number, reason = 'Карту украли') =>
    admin.post(`/api/admin/gift-cards/${cardId}/disable`, { reason });
  const setStock = async (productId: number, quantity: number) =>
    expect((await admin.patch(`/api/admin/products/${productId}`, { quantity })).statusCode).toBe(200);

  return {
    ...suite,
    calls,
    buy,
    sentCards,
    cardInHand,
    cartedGuest,
    checkout,
    orderWith,
    checked,
    ledgerOf,
    disableCard,
    setStock,
  };
}

/**
 * The codes of the cards mailed to `to`, oldest first, once `count` mails with a code have come (waiting up
 * to 5 s: cards an order bought are mailed in the background once it is paid).
 */
export async function codesMailedTo(mail: MailCatcher, to: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  const letters = () => mail.mails.filter((m) => m.to === to.toLowerCase() && m.text.includes('Код карты:'));
  while (letters().length < count && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 25));
  expect(letters(), `cards mailed to ${to}`).toHaveLength(count);
  return letters().map(codeIn);
}

export interface BoughtCards {
  /** The order as placed (before its payment). */
  order: Order;
  /** The codes of its cards, in the order their mails came. */
  codes: string[];
  recipient: string;
  buyer: Who;
}

/**
 * `quantity` cards of a denomination (`productId`) bought by `buyer` (a new guest unless told) for
 * `recipient` (a fresh address unless told), with e-mail delivery and `form` over it, paid on the test
 * payment page and mailed: the order and the codes its cards' mails carry.
 */
export async function buyCards(
  t: TestApp,
  mail: MailCatcher,
  productId: number,
  options: { quantity?: number; recipient?: string; buyer?: Who; form?: Partial<CreateOrderBody> } = {},
): Promise<BoughtCards> {
  const { quantity = 1, recipient = uniqueEmail('holder'), buyer = guest(), form = {} } = options;
  const calls = giftCardCalls(t);
  const added = await calls.addCard(buyer, productId, quantity, { recipient_email: recipient });
  expect(added.statusCode, added.body).toBe(200);
  const placed = await calls.order(buyer, emailForm(form));
  expect(placed.statusCode, placed.body).toBe(201);
  const paid = await shopCalls(t).decide((placed.json() as CreateOrderAnswer).payment_url!, 'succeeded');
  expect(paid.statusCode, paid.body).toBe(200);
  await t.app.services.giftCards.sendDue();
  const codes = await codesMailedTo(mail, recipient, quantity);
  // A mail arrives a moment before its card is marked sent (and spendable).
  const order = orderOf(placed);
  await vi.waitFor(
    async () =>
      expect((await cardsBought(t, buyer, order.id)).every((card) => card.state === 'sent')).toBe(true),
    { timeout: 5_000, interval: 25 },
  );
  return { order, codes, recipient, buyer };
}

/** The cards an order bought, as its buyer sees them (GET /api/orders/{id}). */
export async function cardsBought(t: TestApp, buyer: Who, orderId: number): Promise<Order['gift_cards']> {
  const answer = await shopCalls(t).order(buyer, orderId);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as Order).gift_cards;
}
