import { describe, expect, it } from 'vitest';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { useGiftCardShop } from './gift-cards.fixtures.ts';

/**
 * Many checkouts spending one card at once (docs/product/gift-cards.md#spending): each locks the card in its
 * order's transaction, so together they take its balance to the rouble and never a rouble more.
 */

const clock = { now: new Date('2026-11-26T10:00:00Z') };
const { t, cards, cardInHand, cartedGuest, checkout, checked, ledgerOf, setStock } = useGiftCardShop(clock);

const SHOPPERS = 200;

describe('one gift card spent by many checkouts at once', () => {
  it(
    `${SHOPPERS} parallel checkouts spending one card never take more than its balance`,
    { timeout: 120_000 },
    async () => {
      const { card, code } = await cardInHand(5000);
      expect(card).toMatchObject({ amount: 5000, balance: 5000, state: 'sent' });

      // A unit each of every regular product in turn, so that only the card is what the checkouts share (a
      // product is locked by each checkout taking it), with plenty of stock: stock refuses nobody. Each guest
      // comes from its own address: the code's tries are counted per address and session, so the limiter
      // refuses nobody either.
      const products = cards.filter((c) => c.kind === 'regular').map((c) => Number(c.id));
      expect(products.length).toBeGreaterThan(10);
      for (const id of products) await setStock(id, 10_000);
      const guests = await Promise.all(
        Array.from({ length: SHOPPERS }, (_, i) => cartedGuest(products[i % products.length]!, 1)),
      );

      const started = Date.now();
      const answers = await Promise.all(guests.map((shopper) => checkout(shopper, [code])));
      const elapsed = Date.now() - started;

      const placed = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      const orders = placed.map((answer) => (answer.json() as CreateOrderAnswer).order);
      const spent = orders.reduce((total, order) => total + order.gift_card_spent, 0);
      console.info(
        `gift card race: ${placed.length} of ${SHOPPERS} checkouts placed, ${spent} ₽ spent of a ${card.amount} ₽ card, ` +
          `${refused.length} refused (${[...new Set(refused.map((a) => a.statusCode))].join(', ')}), ${elapsed} ms`,
      );

      // The card paid exactly its amount: every order in full but the one that emptied it, if it could not.
      expect(spent).toBe(card.amount);
      expect(refused.map((answer) => [answer.statusCode, answer.json().detail])).toEqual(
        refused.map(() => [422, giftCardMessages.unusable]),
      );
      for (const order of orders) {
        expect(order.gift_card_spent).toBeGreaterThan(0);
        expect(order.paid_with_gift_cards).toEqual([
          { last4: code.slice(-4), amount: order.gift_card_spent },
        ]);
        expect(order.total_amount).toBe(order.goods_amount - order.gift_card_spent);
      }
      const inPart = orders.filter((order) => order.total_amount > 0);
      expect(inPart.length).toBeLessThanOrEqual(1);
      expect(inPart.map((order) => order.status)).toEqual(inPart.map(() => 'awaiting_payment'));
      expect(orders.filter((order) => order.status === 'paid')).toHaveLength(orders.length - inPart.length);
      expect(placed.map((answer) => answer.json().payment_url === null)).toEqual(
        orders.map((order) => order.total_amount === 0),
      );

      // Empty: the holder's answer, and the admin's ledger — one issue, one spending per order, sum 0.
      expect(await checked(code)).toEqual([422, giftCardMessages.unusable]);
      const { detail, rows, sum } = await ledgerOf(card.id);
      expect(sum).toBe(0);
      expect(detail).toMatchObject({ balance: 0, state: 'spent' });
      expect(rows.filter(([kind]) => kind === 'issued')).toEqual([['issued', card.amount]]);
      const spendings = detail.ledger.filter((row) => row.kind === 'spent');
      expect(spendings.map((row) => row.order_id).sort()).toEqual(orders.map((order) => order.id).sort());
      expect(spendings.map((row) => -row.amount).sort()).toEqual(orders.map((o) => o.gift_card_spent).sort());
      expect(rows).toHaveLength(1 + orders.length);
      expect((await t.app.services.giftCards.figures()).outstanding).toBe(0);
    },
  );
});
