import { describe, expect, it } from 'vitest';
import { consentMessages } from '../legal/messages.ts';
import { checkoutMessages } from '../orders/messages.ts';
import { checkoutProblems, consentProblems, fieldOfProblem, type CheckoutForm } from './checkout-rules.ts';

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

describe('the courier zone', () => {
  const zone = { area: 'Санкт-Петербург', places: ['Санкт-Петербург', 'СПб', 'Пушкин'] };
  const courierTo = (address: string) =>
    checkoutProblems(
      { ...pickup, delivery: { delivery_type: 'courier', address, date: '2026-11-24', slot_id: 8 } },
      { ...context, courierZone: zone },
    ).address;

  it('takes an address naming a place of the zone, however it is written', () => {
    for (const address of [
      'Санкт-Петербург, Невский проспект, 1',
      'г. санкт петербург, ул. Рубинштейна 15',
      'СПб, Большой пр. П.С., 61',
      'Московский проспект 171, САНКТ-ПЕТЕРБУРГ',
      'г.Пушкин, Садовая ул., 7',
    ])
      expect(courierTo(address), address).toBeUndefined();
  });

  it('refuses an address elsewhere, or naming no place, with the zone in its message', () => {
    const outside = checkoutMessages.outsideZone('Санкт-Петербург');
    expect(outside).toBe(
      'Курьер доставляет только в пределах зоны: Санкт-Петербург. Укажите город в адресе или выберите самовывоз',
    );
    for (const address of [
      'Москва, Тверская 1',
      'Москва, Санкт-Петербургское шоссе, 10',
      'Пушкино, Московский пр., 5',
      'Невский проспект, 1',
    ])
      expect(courierTo(address), address).toBe(outside);
    // Too short an address keeps its own message.
    expect(courierTo('СПб')).toBe(checkoutMessages.addressRequired);
    expect(fieldOfProblem(outside)).toBe('address');
  });

  it('leaves the address to the server while the zone is unknown, and a zone without places holds all', () => {
    const form: CheckoutForm = {
      ...pickup,
      delivery: { delivery_type: 'courier', address: 'Москва, Тверская 1', date: '2026-11-24', slot_id: 8 },
    };
    expect(checkoutProblems(form, context)).toEqual({});
    expect(checkoutProblems(form, { ...context, courierZone: { area: 'везде', places: [] } })).toEqual({});
  });
});

describe('consentProblems', () => {
  it('wants the offer always and the processing consent only when asked for', () => {
    expect(consentProblems({ consent: false, offer: false }, true)).toEqual({
      consent: consentMessages.personalDataRequired,
      offer: consentMessages.offerRequired,
    });
    expect(consentProblems({ consent: false, offer: false }, false)).toEqual({
      offer: consentMessages.offerRequired,
    });
    expect(consentProblems({ consent: true, offer: true }, true)).toEqual({});
    expect(consentProblems({ consent: false, offer: true }, false)).toEqual({});
  });
});

describe('fieldOfProblem', () => {
  it('puts the server’s consent refusals at their checkboxes', () => {
    expect(fieldOfProblem(consentMessages.personalDataRequired)).toBe('consent');
    expect(fieldOfProblem(consentMessages.personalDataOutdated)).toBe('consent');
    expect(fieldOfProblem(consentMessages.offerRequired)).toBe('offer');
    expect(fieldOfProblem(consentMessages.offerOutdated)).toBe('offer');
    expect(fieldOfProblem(checkoutMessages.phone)).toBe('phone');
    expect(fieldOfProblem('Что-то другое')).toBeNull();
  });
});
