import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../orders/messages.ts';
import { checkoutProblems, type CheckoutForm } from './checkout-rules.ts';

const context = { now: new Date('2026-11-23T09:00:00Z'), storeNumbers: [1, 2, 3], slotIds: [7, 8] };
const pickup: CheckoutForm = {
  first_name: 'Анна',
  last_name: 'Петрова',
  phone: '+7 999 123-45-67',
  email: 'anna@example.ru',
  delivery: { delivery_type: 'pickup', shop_number: 2 },
};

describe('checkoutProblems', () => {
  it('accepts a complete pickup and courier form', () => {
    expect(checkoutProblems(pickup, context)).toEqual({});
    const courier: CheckoutForm = {
      ...pickup,
      delivery: { delivery_type: 'courier', address: 'ул. Ленина, 1, кв. 5', date: '2026-11-24', slot_id: 8 },
    };
    expect(checkoutProblems(courier, context)).toEqual({});
  });

  it('names each wrong field with its documented message', () => {
    const problems = checkoutProblems(
      {
        first_name: 'А',
        last_name: ' ',
        phone: '12345',
        email: 'anna@',
        delivery: { delivery_type: 'pickup' },
      },
      context,
    );
    expect(problems).toEqual({
      first_name: 'Минимум 2 символа',
      last_name: 'Минимум 2 символа',
      phone: 'Некорректный номер телефона',
      email: 'Некорректный email',
      shop_number: checkoutMessages.storeRequired,
    });
  });

  it('wants an address, a weekday from tomorrow and a known slot for the courier', () => {
    const problems = checkoutProblems(
      { ...pickup, delivery: { delivery_type: 'courier', address: 'д', date: '2026-11-28', slot_id: 99 } },
      context,
    );
    expect(problems).toEqual({
      address: checkoutMessages.addressRequired,
      date: checkoutMessages.dateRequired,
      slot_id: checkoutMessages.slotRequired,
    });
    expect(
      checkoutProblems({ ...pickup, delivery: { delivery_type: 'pickup', shop_number: 9 } }, context),
    ).toEqual({
      shop_number: checkoutMessages.storeRequired,
    });
  });
});
