import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactsInfoSchema,
  siteStatusSchema,
  storesSchema,
  supportQuestionIds,
  supportSectionResource,
  supportSections,
} from '@shop/shared/content/content-api';
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

describe('support texts and delivery slots', () => {
  it('answers every question id of every support section', async () => {
    for (const section of supportSections) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/${supportSectionResource[section]}/public`,
      });
      expect(res.statusCode).toBe(200);
      const texts = res.json();
      for (const id of supportQuestionIds[section]) expect(texts[id], `${section}.${id}`).toMatch(/\S{3}/);
      expect(Date.parse(texts.updated_at)).not.toBeNaN();
    }
  });

  it('lists the weekday courier slots between 12:00 and 18:00', async () => {
    const slots = (await t.app.inject({ method: 'GET', url: '/api/admin/delivery-times/public' })).json();
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0].time_from).toBe('12:00');
    expect(slots.at(-1).time_to).toBe('18:00');
  });
});
