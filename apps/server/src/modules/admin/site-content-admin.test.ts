import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import {
  contactsInfoSchema,
  siteStatusSchema,
  supportQuestionIds,
  supportSectionResource,
  supportSections,
  type ContactsInfo,
} from '@shop/shared/content/content-api';
import type { MailCatcher } from '../../test/mail-catcher.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startTestShop } from '../../test/test-shop.ts';
import { adminCalls, auditOf, signInAdmin, signInCustomer, type SignedIn } from './admin-test-kit.ts';

/**
 * Content edits (docs/product/admin.md#content): contacts, support answers, the site switch; each audited.
 */

let t: TestApp;
let mail: MailCatcher;
let stop: () => Promise<void>;
let boss: SignedIn;
let admin: ReturnType<typeof adminCalls>;
const clock = { now: new Date('2026-11-23T09:00:00Z') };

beforeAll(async () => {
  ({ t, mail, stop } = await startTestShop(clock));
  boss = await signInAdmin(t, mail, 'boss');
  admin = adminCalls(t, boss.token);
});
afterAll(() => stop?.());

const publicGet = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const contacts = async (): Promise<ContactsInfo> => publicGet('/api/admin/contacts_info/public');
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
