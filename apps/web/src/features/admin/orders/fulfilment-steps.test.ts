import { describe, expect, it } from 'vitest';
import { order, paidOrder } from '@/test/fixtures/orders.ts';
import { canCancel, cancelRefunds, nextSteps } from './fulfilment-steps.ts';

const now = Date.now();
const courier = (status: (typeof paidOrder)['status']) => ({ ...paidOrder, status });

describe('fulfilment steps', () => {
  it('moves a pickup order through the store and a courier order through the courier, one step at a time', () => {
    expect(nextSteps(order({ id: 1 }))).toEqual([{ status: 'assembling', back: false }]);
    expect(nextSteps(order({ id: 1, status: 'assembling' }))).toEqual([{ status: 'ready', back: false }]);
    expect(nextSteps(courier('assembling'))).toEqual([{ status: 'with_courier', back: false }]);
    expect(nextSteps(order({ id: 1, status: 'handed_over' }))).toEqual([]);
  });

  it('offers one step back after "ready" or "with courier", marked as such', () => {
    expect(nextSteps(order({ id: 1, status: 'ready' }))).toEqual([
      { status: 'handed_over', back: false },
      { status: 'assembling', back: true },
    ]);
    expect(nextSteps(courier('with_courier'))).toEqual([
      { status: 'handed_over', back: false },
      { status: 'assembling', back: true },
    ]);
  });

  it('offers no step for an order of electronic gift cards: its cards are mailed, nothing is handed over', () => {
    const cards = order({
      id: 1,
      delivery: { ...paidOrder.delivery, delivery_type: 'email', address: null },
    });
    expect(nextSteps(cards)).toEqual([]);
    expect(nextSteps({ ...cards, status: 'assembling' })).toEqual([]);
    expect(canCancel(cards, now)).toBe(true);
  });

  it('offers no step before payment or after cancelling', () => {
    expect(nextSteps(order({ id: 1, status: 'awaiting_payment', is_paid: false }))).toEqual([]);
    expect(nextSteps(order({ id: 1, status: 'refunded', is_paid: false }))).toEqual([]);
    expect(nextSteps(order({ id: 1, status: 'cancelled', is_paid: false }))).toEqual([]);
  });

  it('cancels unpaid orders within their time and paid ones until handed over; refunds the paid ones', () => {
    const unpaid = order({ id: 1, status: 'awaiting_payment', is_paid: false });
    expect(canCancel(unpaid, now)).toBe(true);
    expect(cancelRefunds(unpaid)).toBe(false);
    expect(canCancel({ ...unpaid, pay_until: new Date(now - 1000).toISOString() }, now)).toBe(false);
    expect(canCancel(order({ id: 1, status: 'ready' }), now)).toBe(true);
    expect(cancelRefunds(order({ id: 1, status: 'ready' }))).toBe(true);
    // Goods handed over can come back: the order is refunded.
    expect(canCancel(order({ id: 1, status: 'handed_over' }), now)).toBe(true);
    expect(canCancel(order({ id: 1, status: 'refunded', is_paid: false }), now)).toBe(false);
  });
});
