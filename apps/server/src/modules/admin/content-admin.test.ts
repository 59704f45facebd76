import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, COURIER_DAY } from '@shop/shared/admin';
import {
  contactsInfoSchema,
  deliveryTimeSlotSchema,
  siteStatusSchema,
  supportQuestionIds,
  supportSectionResource,
  supportSections,
  type ContactsInfo,
  type DeliveryTimeSlot,
} from '@shop/shared/content';
import { checkoutMessages } from '@shop/shared/order-messages';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import type { Card, RegularCard } from '@shop/shared/rules/cards';
import type { MailCatcher } from '../../test/mail-catcher.ts';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';
import { adminCalls, auditOf, signInAdmin, signInCustomer, type SignedIn } from './admin-test-kit.ts';

/** SPEC.md §7 content edits: contacts, courier slots, support answers, the site switch; each audited. */

let t: TestApp;
let mail: MailCatcher;
let shop: TestShop['shop'];
let bars: RegularCard[];
let stop: () => Promise<void>;
let boss: SignedIn;
let admin: ReturnType<typeof adminCalls>;
const clock = { now: new Date('2026-11-23T09:00:00Z') };

beforeAll(async () => {
  let cards: Card[];
  ({ t, mail, shop, cards, stop } = await startTestShop(clock));
  bars = cards.filter((c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars');
  boss = await signInAdmin(t, mail, 'boss');
  admin = adminCalls(t, boss.token);
});
afterAll(() => stop?.());

const publicGet = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const contacts = async (): Promise<ContactsInfo> => publicGet('/api/admin/contacts_info/public');
const slots = async (): Promise<DeliveryTimeSlot[]> => publicGet('/api/admin/delivery-times/public');
const lastAudit = async (target: string) => (await auditOf(t, target)).at(-1);

/** A PATCH without any body at all (no content-type either). */
const bare = (method: 'PATCH', url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${boss.token}` } });

describe('PATCH /api/admin/contacts_info', () => {
  it('changes the fields given, answers all six, and records before and after', async () => {
    const before = await contacts();
    const res = await admin.patch('/api/admin/contacts_info', {
      phone: '+7 (495) 111-22-33',
      tg_group_link: '  https://t.me/humbl_news  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = contactsInfoSchema.parse(res.json());
    expect(after).toEqual({
      ...before,
      phone: '+7 (495) 111-22-33',
      tg_group_link: 'https://t.me/humbl_news',
    });
    expect(await contacts()).toEqual(after);

    const row = await lastAudit('contacts');
    expect(row).toMatchObject({
      action: 'contacts.update',
      actorId: boss.id,
      actorEmail: boss.email,
      before: { phone: before.phone, tg_group_link: before.tg_group_link },
      after: { phone: '+7 (495) 111-22-33', tg_group_link: 'https://t.me/humbl_news' },
    });
    // The audit log reads it back too.
    const log = (await admin.get('/api/admin/audit?limit=5')).json();
    expect(log[0]).toMatchObject({ action: 'contacts.update', target: 'contacts', actor_email: boss.email });
  });

  it('refuses bad e-mails, phones and links, unknown fields, and an empty change', async () => {
    const before = await contacts();
    const audited = (await auditOf(t, 'contacts')).length;
    const refused: [object, number, string][] = [
      [{ email_staff: 'not-an-email' }, 422, 'Некорректный email'],
      [{ email_clients: 'a@b' }, 422, 'Некорректный email'],
      [{ phone: '12345' }, 422, 'Некорректный номер телефона'],
      [{ vk_link: 'http://vk.com/humbl' }, 422, 'Ссылка должна начинаться с https://'],
      [{ tg_personal_link: 'javascript:alert(1)' }, 422, 'Ссылка должна начинаться с https://'],
      [{ address: 'Москва' }, 422, ''],
      [{}, 400, adminMessages.noData],
    ];
    for (const [body, status, detail] of refused) {
      const res = await admin.patch('/api/admin/contacts_info', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().detail).toContain(detail);
    }
    const empty = await bare('PATCH', '/api/admin/contacts_info');
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json()).toEqual({ detail: adminMessages.noData });
    expect(await contacts()).toEqual(before);
    expect(await auditOf(t, 'contacts')).toHaveLength(audited);
  });

  it('is for admins only', async () => {
    const customer = await signInCustomer(t, mail);
    const body = { phone: '+79990000000' };
    const asGuest = await adminCalls(t, null).patch('/api/admin/contacts_info', body);
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toEqual({ detail: adminMessages.tokenInvalid });
    const asCustomer = await adminCalls(t, customer.token).patch('/api/admin/contacts_info', body);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ detail: adminMessages.notAdmin });
    expect((await contacts()).phone).not.toBe('+79990000000');
  });
});

describe('courier slots', () => {
  it('changes a slot within the courier day and records it', async () => {
    const [first] = await slots();
    const res = await admin.patch(`/api/admin/delivery-times/${first!.id}`, {
      time_from: '11:30',
      time_to: '13:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(deliveryTimeSlotSchema.parse(res.json())).toEqual({
      id: first!.id,
      time_from: '11:30',
      time_to: '13:00',
    });
    expect((await slots()).find((s) => s.id === first!.id)).toEqual(res.json());
    expect(await lastAudit(`slot:${first!.id}`)).toMatchObject({
      action: 'slot.update',
      before: first,
      after: { id: first!.id, time_from: '11:30', time_to: '13:00' },
    });

    // The whole courier day is allowed, edges included.
    const wholeDay = await admin.patch(`/api/admin/delivery-times/${first!.id}`, {
      time_from: COURIER_DAY.from,
      time_to: COURIER_DAY.to,
    });
    expect(wholeDay.statusCode).toBe(200);
  });

  it('refuses from ≥ to, times outside the courier day, bad times and unknown slots', async () => {
    const [first] = await slots();
    const before = await slots();
    const refused: [object, number, string][] = [
      [{ time_from: '14:00', time_to: '14:00' }, 400, adminMessages.slotOrder],
      [{ time_from: '15:00', time_to: '13:00' }, 400, adminMessages.slotOrder],
      [{ time_from: '08:30', time_to: '10:00' }, 400, adminMessages.slotBounds],
      [{ time_from: '21:00', time_to: '22:30' }, 400, adminMessages.slotBounds],
      [{ time_from: '9:00', time_to: '10:00' }, 422, 'ЧЧ:ММ'],
      [{ time_from: '24:00', time_to: '10:00' }, 422, 'ЧЧ:ММ'],
      [{ time_from: '10:00' }, 422, ''],
    ];
    for (const [body, status, detail] of refused) {
      const res = await admin.patch(`/api/admin/delivery-times/${first!.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().detail).toContain(detail);
      const added = await admin.post('/api/admin/delivery-times', body);
      expect(added.statusCode, `POST ${JSON.stringify(body)}`).toBe(status);
    }
    const unknown = await admin.patch('/api/admin/delivery-times/999999', {
      time_from: '10:00',
      time_to: '11:00',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: adminMessages.slotNotFound });
    expect(await slots()).toEqual(before);
  });

  it('adds a slot that checkout then offers, and records it', async () => {
    const res = await admin.post('/api/admin/delivery-times', { time_from: '19:00', time_to: '21:00' });
    expect(res.statusCode, res.body).toBe(201);
    const added = deliveryTimeSlotSchema.parse(res.json());
    expect(added).toMatchObject({ time_from: '19:00', time_to: '21:00' });
    expect((await slots()).at(-1)).toEqual(added);
    expect(await lastAudit(`slot:${added.id}`)).toMatchObject({
      action: 'slot.add',
      before: null,
      after: added,
    });
  });

  it('removes a slot: orders placed for it keep their times, new orders can no longer choose it', async () => {
    const slot: DeliveryTimeSlot = (
      await admin.post('/api/admin/delivery-times', { time_from: '20:00', time_to: '22:00' })
    ).json();
    const who = guest();
    expect((await shop.addToCart(who, Number(bars[0]!.id), 10)).statusCode).toBe(200);
    const date = courierDates(clock.now)[0]!;
    const courier = {
      delivery_type: 'courier' as const,
      address: 'Москва, ул. Тверская, д. 1',
      date,
      slot_id: slot.id,
    };
    const placed = await shop.placeOrder(who, pickupForm({ delivery: courier }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (placed.json() as CreateOrderAnswer).order;

    const res = await admin.delete(`/api/admin/delivery-times/${slot.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await slots()).map((s) => s.id)).not.toContain(slot.id);
    expect(await lastAudit(`slot:${slot.id}`)).toMatchObject({
      action: 'slot.delete',
      before: slot,
      after: null,
    });

    const kept = (await shop.order(who, order.id)).json() as Order;
    expect(kept.delivery).toMatchObject({ date, time_from: '20:00', time_to: '22:00' });

    const again = guest();
    expect((await shop.addToCart(again, Number(bars[0]!.id), 10)).statusCode).toBe(200);
    const refused = await shop.placeOrder(again, pickupForm({ delivery: courier }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: checkoutMessages.slotRequired });

    const gone = await admin.delete(`/api/admin/delivery-times/${slot.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: adminMessages.slotNotFound });
  });

  it('never removes the last slot', async () => {
    const all = await slots();
    for (const slot of all.slice(1))
      expect((await admin.delete(`/api/admin/delivery-times/${slot.id}`)).statusCode).toBe(204);
    const last = await admin.delete(`/api/admin/delivery-times/${all[0]!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ detail: adminMessages.lastSlot });
    expect(await slots()).toEqual([all[0]]);
    // Put the day back for the tests after.
    await admin.post('/api/admin/delivery-times', { time_from: '12:00', time_to: '15:00' });
  });

  it('never removes the last slot even when two admins remove the last two at once', async () => {
    const all = await slots();
    for (const slot of all.slice(2)) await admin.delete(`/api/admin/delivery-times/${slot.id}`);
    if (all.length < 2)
      await admin.post('/api/admin/delivery-times', { time_from: '16:00', time_to: '18:00' });
    const [a, b] = await slots();
    const results = await Promise.all([
      admin.delete(`/api/admin/delivery-times/${a!.id}`),
      admin.delete(`/api/admin/delivery-times/${b!.id}`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(await slots()).toHaveLength(1);
  });
});

describe('support sections', () => {
  it('merges answers into each section, as plain text, and records before and after', async () => {
    for (const section of supportSections) {
      const resource = supportSectionResource[section];
      const [asked, other] = supportQuestionIds[section];
      const before = await publicGet(`/api/admin/${resource}/public`);
      // Stored as given (trimmed): the storefront renders text, so markup stays visible characters.
      const answer = `<b>Новый ответ</b> для ${section} & «кавычки»\nвторая строка`;
      const res = await admin.patch(`/api/admin/${resource}`, { [asked!]: `  ${answer}  ` });
      expect(res.statusCode, res.body).toBe(200);
      const texts = res.json();
      expect(texts[asked!]).toBe(answer);
      expect(texts[other!]).toBe(before[other!]);
      expect(Date.parse(texts.updated_at)).toBe(clock.now.getTime());
      expect(await publicGet(`/api/admin/${resource}/public`)).toEqual(texts);
      expect(await lastAudit(`support:${section}`)).toMatchObject({
        action: 'support.update',
        actorEmail: boss.email,
        before: { [asked!]: before[asked!] },
        after: { [asked!]: answer },
      });
    }
  });

  it('refuses an empty change, question ids of other sections and non-text answers', async () => {
    const before = await publicGet('/api/admin/support_returns/public');
    const audited = (await auditOf(t, 'support:back')).length;
    const refused: [object, number, string][] = [
      [{}, 400, adminMessages.noData],
      [{ delivery_methods: 'Курьер' }, 400, adminMessages.unknownQuestion],
      [{ return_policy: 'Можно', no_such_question: 'Нет' }, 400, adminMessages.unknownQuestion],
      [{ updated_at: '2020-01-01' }, 400, adminMessages.unknownQuestion],
      [{ return_policy: 42 }, 422, ''],
      [{ return_policy: 'x'.repeat(4001) }, 422, ''],
    ];
    for (const [body, status, detail] of refused) {
      const res = await admin.patch('/api/admin/support_returns', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().detail).toContain(detail);
    }
    const empty = await bare('PATCH', '/api/admin/support_returns');
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json()).toEqual({ detail: adminMessages.noData });
    expect(await publicGet('/api/admin/support_returns/public')).toEqual(before);
    expect(await auditOf(t, 'support:back')).toHaveLength(audited);
  });
});

describe('PATCH /api/admin/site-status', () => {
  it('switches the shop off and on, recording each switch', async () => {
    const off = await admin.patch('/api/admin/site-status', { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(siteStatusSchema.parse(off.json()).is_active).toBe(false);
    expect((await publicGet('/api/admin/site-status/public')).is_active).toBe(false);

    const on = await admin.patch('/api/admin/site-status', { is_active: true });
    expect(on.json().is_active).toBe(true);
    expect((await publicGet('/api/admin/site-status/public')).is_active).toBe(true);
    const rows = (await auditOf(t, 'site')).slice(-2);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['site.status', { is_active: true }, { is_active: false }],
      ['site.status', { is_active: false }, { is_active: true }],
    ]);

    for (const body of [{}, { is_active: 'no' }, { is_active: false, extra: 1 }])
      expect((await admin.patch('/api/admin/site-status', body)).statusCode).toBe(422);
    expect((await publicGet('/api/admin/site-status/public')).is_active).toBe(true);
  });
});
