import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import { COURIER_DAY } from '@shop/shared/content/delivery-slots';
import { deliveryTimeSlotSchema, type DeliveryTimeSlot } from '@shop/shared/content/content-api';
import { checkoutMessages } from '@shop/shared/orders/messages';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders/order-api';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { type AdminCalls, adminCalls, auditOf, signInAdmin, type SignedIn } from './admin-test-kit.ts';

/**
 * Content edits (docs/product/admin.md#content): the courier slots checkout offers, changed, added and
 * removed; each audited.
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
