import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsInfoSchema, siteStatusSchema, storesSchema } from '@shop/shared/content';
import { seedContacts } from '../../db/seed/content-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('public content', () => {
  it('answers the seeded contacts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/contacts_info/public' });
    expect(res.statusCode).toBe(200);
    const contacts = contactsInfoSchema.parse(res.json());
    expect(contacts.phone).toBe(seedContacts.phone);
    expect(contacts.vk_link).toMatch(/^https:\/\//);
  });

  it('answers the site status, and the change once the shop is switched off', async () => {
    const open = siteStatusSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/site-status/public' })).json(),
    );
    expect(open.is_active).toBe(true);

    await t.app.services.content.setSiteActive(false);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/site-status/public/' });
    expect(res.headers['cache-control']).toBe('no-store');
    const closed = siteStatusSchema.parse(res.json());
    expect(closed.is_active).toBe(false);
    expect(Date.parse(closed.updated_at)).toBeGreaterThanOrEqual(Date.parse(open.updated_at));
    await t.app.services.content.setSiteActive(true);
  });

  it('lists the three stores in order', async () => {
    const stores = storesSchema.parse((await t.app.inject({ method: 'GET', url: '/api/stores' })).json());
    expect(stores.map((s) => s.number)).toEqual([1, 2, 3]);
    for (const s of stores) expect(s.address.length).toBeGreaterThan(5);
  });
});
