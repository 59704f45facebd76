import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import { COURIER_DAY } from '@shop/shared/content/delivery-slots';
import { deliveryTimeSlotSchema, type DeliveryTimeSlot } from '@shop/shared/content/content-api';
import { deliverySettingsSchema, type DeliverySettings } from '@shop/shared/content/delivery-settings';
import { checkoutMessages } from '@shop/shared/orders/messages';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders/order-api';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { deliverySettings } from '../../db/schema/content.ts';
import {
  type AdminCalls,
  adminCalls,
  auditOf,
  signInAdmin,
  signInCustomer,
  type SignedIn,
} from './admin-test-kit.ts';

/**
 * Content edits (docs/product/admin.md#content): the courier slots checkout offers, changed, added and
 * removed; the courier's zone and the marketplaces (docs/product/checkout-and-orders.md#delivery-zone); each
 * audited.
 */

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, bars } = useTestShop(clock);
let boss: SignedIn;
let admin: AdminCalls;

beforeAll(async () => {
  boss = await signInAdmin(t, mail, 'boss');
  admin = adminCalls(t, boss.token);
});

const publicGet = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const slots = async (): Promise<DeliveryTimeSlot[]> => publicGet('/api/admin/delivery-times/public');
const lastAudit = async (target: string) => (await auditOf(t, target)).at(-1);

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
      address: 'СПб, ул. Тверская, д. 1',
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

describe('the courier zone and the marketplaces', () => {
  const zone = async (): Promise<DeliverySettings> =>
    deliverySettingsSchema.parse(await publicGet('/api/admin/delivery-settings/public'));
  const courierTo = async (address: string) => {
    const who = guest();
    expect((await shop.addToCart(who, Number(bars[0]!.id), 1)).statusCode).toBe(200);
    const [slot] = await slots();
    const delivery = {
      delivery_type: 'courier' as const,
      address,
      date: courierDates(clock.now)[0]!,
      slot_id: slot!.id,
    };
    return { who, placed: await shop.placeOrder(who, pickupForm({ delivery })) };
  };

  it('is the stores’ city as seeded, with the names people call it and two marketplaces', async () => {
    expect(await zone()).toEqual({
      courier_area: 'Санкт-Петербург',
      courier_places: ['Санкт-Петербург', 'СПб', 'Петербург', 'Питер'],
      marketplaces: [
        { name: 'Ozon', url: 'https://www.ozon.ru/search/?text=humbl' },
        { name: 'Wildberries', url: 'https://www.wildberries.ru/catalog/0/search.aspx?search=humbl' },
      ],
    });
  });

  it('refuses a courier address outside the zone, and the cart keeps its goods for pickup', async () => {
    const { who, placed } = await courierTo('Москва, Тверская 1');
    expect(placed.statusCode).toBe(422);
    expect(placed.json()).toEqual({ detail: checkoutMessages.outsideZone('Санкт-Петербург') });
    expect((await shop.cart(who)).items).toHaveLength(1);
    expect((await shop.orders(who)).json()).toEqual([]);
    const pickedUp = await shop.placeOrder(who, pickupForm());
    expect(pickedUp.statusCode, pickedUp.body).toBe(201);

    const inside = await courierTo('г. Санкт Петербург, Невский проспект, 1, кв. 2');
    expect(inside.placed.statusCode, inside.placed.body).toBe(201);
    expect(inside.placed.json().order.delivery.address).toBe(
      'г. Санкт Петербург, Невский проспект, 1, кв. 2',
    );
  });

  it('follows the admin at once: a town added is delivered to, the area is named in the refusal; audited', async () => {
    const before = await zone();
    expect((await courierTo('Пушкин, Садовая ул., 7')).placed.statusCode).toBe(422);
    const res = await admin.patch('/api/admin/delivery-settings', {
      courier_area: 'Санкт-Петербург и Пушкин',
      courier_places: [...before.courier_places, ' Пушкин ', 'СПб'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = deliverySettingsSchema.parse(res.json());
    // Trimmed, each name once; the marketplaces untouched.
    expect(after).toEqual({
      ...before,
      courier_area: 'Санкт-Петербург и Пушкин',
      courier_places: [...before.courier_places, 'Пушкин'],
    });
    expect(await zone()).toEqual(after);
    expect((await courierTo('Пушкин, Садовая ул., 7')).placed.statusCode).toBe(201);
    const refused = (await courierTo('Москва, Тверская 1')).placed;
    expect(refused.json()).toEqual({ detail: checkoutMessages.outsideZone('Санкт-Петербург и Пушкин') });

    expect(await lastAudit('delivery')).toMatchObject({
      action: 'delivery.update',
      actorEmail: boss.email,
      before: { courier_area: before.courier_area, courier_places: before.courier_places },
      after: { courier_area: after.courier_area, courier_places: after.courier_places },
    });
  });

  it('replaces the marketplaces whole; an empty list shows none', async () => {
    const links = [{ name: 'Яндекс Маркет', url: 'https://market.yandex.ru/search?text=humbl' }];
    const res = await admin.patch('/api/admin/delivery-settings', { marketplaces: links });
    expect(res.statusCode, res.body).toBe(200);
    expect((await zone()).marketplaces).toEqual(links);
    expect((await admin.patch('/api/admin/delivery-settings', { marketplaces: [] })).statusCode).toBe(200);
    expect((await zone()).marketplaces).toEqual([]);
  });

  it('refuses bad names, links and lists, an empty change, customers and strangers, and changes nothing', async () => {
    const before = await zone();
    const audited = (await auditOf(t, 'delivery')).length;
    const market = (url: string) => ({ marketplaces: [{ name: 'Ozon', url }] });
    const refused: [unknown, number][] = [
      [market('http://ozon.ru'), 422],
      [market('javascript:alert(1)'), 422],
      [market(`https://ozon.ru/${'x'.repeat(300)}`), 422],
      [{ marketplaces: Array.from({ length: 7 }, (_, i) => ({ name: `M${i}`, url: 'https://m.ru' })) }, 422],
      [{ marketplaces: [{ name: ' ', url: 'https://m.ru' }] }, 422],
      [{ courier_places: [] }, 422],
      [{ courier_places: ['П'] }, 422],
      [{ courier_places: Array.from({ length: 21 }, (_, i) => `Город ${i}`) }, 422],
      [{ courier_area: 'x'.repeat(101) }, 422],
      [{ courier_area: 42 }, 422],
      [{ zone: 'Москва' }, 422],
    ];
    for (const [body, status] of refused) {
      const res = await admin.patch('/api/admin/delivery-settings', body as object);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(typeof res.json().detail).toBe('string');
    }
    const empty = await admin.patch('/api/admin/delivery-settings', {});
    expect([empty.statusCode, empty.json()]).toEqual([400, { detail: adminMessages.noData }]);

    const customer = await signInCustomer(t, mail, 'zone-customer');
    expect(
      (
        await adminCalls(t, customer.token).patch('/api/admin/delivery-settings', {
          courier_area: 'Вся Россия',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await adminCalls(t, null).patch('/api/admin/delivery-settings', { courier_area: 'Вся Россия' }))
        .statusCode,
    ).toBe(401);

    expect(await zone()).toEqual(before);
    expect(await auditOf(t, 'delivery')).toHaveLength(audited);
  });

  it('without saved settings is the first store’s city; two first saves at once both land, one after the other', async () => {
    await t.database.db.delete(deliverySettings);
    expect(await zone()).toEqual({
      courier_area: 'Санкт-Петербург',
      courier_places: ['Санкт-Петербург'],
      marketplaces: [],
    });
    expect((await courierTo('СПб, Невский 1')).placed.statusCode).toBe(422);

    const links = [{ name: 'Ozon', url: 'https://www.ozon.ru/search/?text=humbl' }];
    const answers = await Promise.all([
      admin.patch('/api/admin/delivery-settings', { marketplaces: links }),
      admin.patch('/api/admin/delivery-settings', { courier_places: ['Санкт-Петербург', 'СПб'] }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    // Neither save undid the other.
    expect(await zone()).toEqual({
      courier_area: 'Санкт-Петербург',
      courier_places: ['Санкт-Петербург', 'СПб'],
      marketplaces: links,
    });
    expect((await courierTo('СПб, Невский 1')).placed.statusCode).toBe(201);
  });
});
