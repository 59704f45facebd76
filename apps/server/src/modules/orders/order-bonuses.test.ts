import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderBody } from '@shop/shared/orders/order-api';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import { loyaltyLevelFor } from '@shop/shared/rules/loyalty';
import { orderTotals } from '@shop/shared/rules/order-totals';
import { useOrderShop } from './orders.fixtures.ts';

/** Bonuses of orders: cash back by level, what bonuses may pay, the balance. */

// A Monday; each test a week on (orders.fixtures.ts), when earlier holds and orders have lapsed.
const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, bars, product, setProduct, stockOf, card, user, customer, order, paidOrder } = useOrderShop(clock);
let slotId: number;

beforeAll(async () => {
  slotId = (await t.app.inject({ method: 'GET', url: '/api/admin/delivery-times/public' })).json()[0].id;
});

describe('loyalty levels and cash back', () => {
  it('credits floored cash back and moves Silver → Gold at 15 000 ₽ and → Platinum at 50 000 ₽', async () => {
    const who = await customer();
    const id = product(0);
    const before = await stockOf(id);
    expect(await user(who)).toMatchObject({ loyalty_amount: 0, loyalty_level_name: 'Silver' });

    await setProduct(id, { price: 14_999, quantity: 1000 });
    await paidOrder(who, id);
    expect(await user(who)).toMatchObject({ loyalty_amount: 749, loyalty_level_name: 'Silver' });

    await setProduct(id, { price: 1 });
    await paidOrder(who, id);
    // 15 000 ₽ paid: Gold; that order earned Silver's 5 % of 1 ₽, floored to nothing.
    expect(await user(who)).toMatchObject({ loyalty_amount: 749, loyalty_level_name: 'Gold' });

    await setProduct(id, { price: 34_999 });
    await paidOrder(who, id);
    expect(await user(who)).toMatchObject({ loyalty_amount: 749 + 2449, loyalty_level_name: 'Gold' });
    await setProduct(id, { price: 1 });
    await paidOrder(who, id);
    const platinum = await card(who);
    expect(platinum).toMatchObject({ level: 'Platinum', paid_total: 50_000, balance: 749 + 2449 });
    expect(platinum.history.map((h) => h.kind)).toEqual(['cash_back', 'cash_back', 'cash_back', 'cash_back']);
    await setProduct(id, { price: bars[0]!.price.current, quantity: before });
  });

  it('charges every option combination exactly as the rules say, bonuses capped by share and balance', async () => {
    const who = await customer();
    const id = product(1);
    const price = bars[1]!.price.current;
    await setProduct(id, { price: 20_000, quantity: 1000 });
    await paidOrder(who, id); // 1 000 bonuses (5 %), Gold from now on
    await setProduct(id, { price });

    const date = () => courierDates(clock.now)[0]!;
    for (const deliveryType of ['pickup', 'courier'] as const)
      for (const addPackage of [false, true])
        for (const addPresentPackage of [false, true])
          for (const useBonus of [false, true]) {
            const standing = await card(who);
            const form: Partial<CreateOrderBody> = {
              delivery:
                deliveryType === 'pickup'
                  ? { delivery_type: 'pickup', shop_number: 2 }
                  : {
                      delivery_type: 'courier',
                      address: 'Санкт-Петербург, пр. Мира, 10, кв. 3',
                      date: date(),
                      slot_id: slotId,
                    },
              add_package: addPackage,
              add_present_package: addPresentPackage,
              use_bonus: useBonus,
            };
            const { order: placed } = await order(who, id, form, 2);
            const expected = orderTotals({
              goods: price * 2,
              deliveryType,
              addPackage,
              addPresentPackage,
              useBonus,
              balance: standing.balance,
              level: loyaltyLevelFor(standing.paid_total),
            });
            expect(placed, JSON.stringify(form)).toMatchObject({
              goods_amount: expected.goods,
              packages_amount: expected.packages,
              delivery_amount: expected.delivery,
              bonus_spent: expected.bonus,
              total_amount: expected.total,
              cash_back: expected.cashBack,
            });
            if (useBonus)
              expect(placed.bonus_spent).toBe(Math.min(standing.balance, Math.floor(price * 2 * 0.3)));
            expect((await card(who)).balance).toBe(standing.balance - expected.bonus);
          }
  });

  it('never spends more than the balance', async () => {
    const who = await customer();
    const id = product(2);
    const price = bars[2]!.price.current;
    await setProduct(id, { price: 1000, quantity: 1000 });
    await paidOrder(who, id); // 50 bonuses
    const { order: placed } = await order(who, id, { use_bonus: true });
    expect(placed.bonus_spent).toBe(50);
    expect((await card(who)).balance).toBe(0);
    const { order: next } = await order(who, id, { use_bonus: true });
    expect(next.bonus_spent).toBe(0);
    await setProduct(id, { price });
  });
  it('lets Platinum pay half of the goods with bonuses', async () => {
    const who = await customer();
    const id = product(3);
    const price = bars[3]!.price.current;
    await setProduct(id, { price: 50_000, quantity: 1000 });
    await paidOrder(who, id); // 2 500 bonuses (Silver's 5 %), Platinum from now on
    await setProduct(id, { price: 1000 });
    const { order: placed } = await order(who, id, { use_bonus: true }, 2);
    expect(placed).toMatchObject({
      goods_amount: 2000,
      bonus_spent: 1000,
      total_amount: 1000,
      cash_back: 70,
    });
    expect((await card(who)).balance).toBe(1500);
    await setProduct(id, { price });
  });
});
