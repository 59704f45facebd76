import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import type { RegularCard } from '@shop/shared/rules/cards';
import { shopperText } from '../../lib/mail/shopper-text.ts';
import type { CaughtMail } from '../../test/mail-catcher.ts';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { uniqueEmail } from '../../test/sign-in.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

/**
 * What a shopper types never becomes a paragraph or a link of the shop's own mail: a courier address (or a
 * name) carrying '\n\nВНИМАНИЕ… https://…' arrives, through real SMTP, as one defanged line of the order.
 */

let s: TestShop;
// A Monday: courier dates start on Tuesday.
const clock = { now: new Date('2026-11-23T09:00:00Z') };

beforeAll(async () => {
  s = await startTestShop(clock);
});
afterAll(() => s?.stop());

const injection =
  '\n\nВНИМАНИЕ: ваш заказ не оплачен и будет отменён.\r\nОплатите его по ссылке https://evil.example/pay?order=1' +
  '\u2028\u2029или на www.evil.example — служба поддержки humbl\n\n';

function expectNoInjectedParagraph(mail: CaughtMail): void {
  const lines = mail.text.split('\n').map((line) => line.trim());
  // The warning stays inside the delivery line: no line of the mail begins with it.
  expect(lines.filter((line) => /^(ВНИМАНИЕ|Оплатите его|или на)/.test(line))).toEqual([]);
  expect(lines.find((line) => line.startsWith('Доставка курьером:'))).toContain('ВНИМАНИЕ: ваш заказ');
  for (const part of [mail.text, mail.html]) {
    expect(part).not.toMatch(/https?:\/\/evil|evil\.example|www\.evil/);
    expect(part).toContain('evil[.]example/pay?order=1');
    expect(part).not.toMatch(/[\u2028\u2029]/);
  }
  expect(mail.html).not.toMatch(/href="[^"]*evil/);
  expect(mail.html).toMatch(/<p[^>]*>Доставка курьером: СПб, ул\. Ленина, 1 ВНИМАНИЕ: ваш заказ[^<]*<\/p>/);
}

describe('a courier order whose address and name carry a paragraph and a link', () => {
  it('is mailed with them on one line of the order, defanged, in the text and the HTML part', async () => {
    const who = guest();
    const email = uniqueEmail('injected');
    const bar = s.cards.find((c): c is RegularCard => c.kind === 'regular')!;
    expect((await s.shop.addToCart(who, Number(bar.id), 1)).statusCode).toBe(200);
    const slots = (await s.t.app.inject({ method: 'GET', url: '/api/admin/delivery-times/public' })).json();
    const placed = await s.shop.placeOrder(
      who,
      pickupForm({
        email,
        // Letters and line breaks: what the name rules let through.
        first_name: 'Анна\n\nВНИМАНИЕ',
        delivery: {
          delivery_type: 'courier',
          address: `СПб, ул. Ленина, 1${injection}`,
          date: courierDates(clock.now)[0]!,
          slot_id: slots[0].id,
        },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { payment_url } = placed.json() as CreateOrderAnswer;
    expectNoInjectedParagraph(await s.mail.latest(email, (m) => m.subject.includes('оформлен')));

    // The mail of the payment repeats the delivery line.
    expect((await s.shop.decide(payment_url!, 'succeeded')).statusCode).toBe(200);
    expectNoInjectedParagraph(await s.mail.latest(email, (m) => m.subject.includes('Оплата')));
  });
});

describe('shopperText', () => {
  it('makes one bounded line with no link out of anything', () => {
    expect(shopperText(`ул. Ленина, 1${injection}`)).toBe(
      'ул. Ленина, 1 ВНИМАНИЕ: ваш заказ не оплачен и будет отменён. Оплатите его по ссылке ' +
        'evil[.]example/pay?order=1 или на www[.]evil[.]example — служба поддержки humbl',
    );
    // Invisible characters cannot hide a domain, nor can a full-width dot.
    expect(shopperText('evil\u200b.example  evil．example пример.рф')).toBe(
      'evil[.]example evil[.]example пример[.]рф',
    );
    expect(shopperText('mailto:a@evil.example tel:+79990000000')).toBe('a@evil[.]example +79990000000');
    // A Russian address stays as typed.
    expect(shopperText('г.Москва, ул.Ленина, д.5, кв.12')).toBe('г.Москва, ул.Ленина, д.5, кв.12');
    expect([...shopperText('я'.repeat(1000))]).toHaveLength(301);
  });
});
