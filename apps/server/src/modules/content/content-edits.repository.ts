import { asc, eq, sql } from 'drizzle-orm';
import type { ContactsUpdate } from '@shop/shared/content/admin-content-api';
import type { DeliverySlotBody } from '@shop/shared/content/delivery-slots';
import type {
  ContactsInfo,
  DeliveryTimeSlot,
  SiteStatus,
  SupportSection,
} from '@shop/shared/content/content-api';
import type { DeliverySettings } from '@shop/shared/content/delivery-settings';
import type { Tx } from '../../db/client.ts';
import {
  contactsInfo,
  deliverySettings,
  deliveryTimeSlots,
  siteStatus,
  supportSections,
} from '../../db/schema/content.ts';
import { deliverySettingsOf } from './content.repository.ts';

/**
 * The admin's edits of the site content. Each reads the row it changes with FOR UPDATE first, so the value
 * "before" in the audit log is the one this change replaced even when two admins save at once.
 */

const contactsColumns = {
  email_staff: 'emailStaff',
  email_clients: 'emailClients',
  phone: 'phone',
  vk_link: 'vkLink',
  tg_group_link: 'tgGroupLink',
  tg_personal_link: 'tgPersonalLink',
} as const satisfies Record<keyof ContactsInfo, keyof typeof contactsInfo.$inferSelect>;

const contactsOf = (row: typeof contactsInfo.$inferSelect): ContactsInfo => ({
  email_staff: row.emailStaff,
  email_clients: row.emailClients,
  phone: row.phone,
  vk_link: row.vkLink,
  tg_group_link: row.tgGroupLink,
  tg_personal_link: row.tgPersonalLink,
});

/** The contacts before and after; undefined when the shop has none yet (the seed writes them). */
export async function updateContacts(
  tx: Tx,
  update: ContactsUpdate,
  at: Date,
): Promise<{ before: ContactsInfo; after: ContactsInfo } | undefined> {
  const [row] = await tx.select().from(contactsInfo).where(eq(contactsInfo.id, 1)).for('update');
  if (!row) return undefined;
  const set: Partial<typeof contactsInfo.$inferInsert> = { updatedAt: at };
  for (const [field, value] of Object.entries(update) as [keyof ContactsUpdate, string | undefined][]) {
    if (value !== undefined) set[contactsColumns[field]] = value;
  }
  const [updated] = await tx.update(contactsInfo).set(set).where(eq(contactsInfo.id, 1)).returning();
  return { before: contactsOf(row), after: contactsOf(updated!) };
}

const slotOf = (row: typeof deliveryTimeSlots.$inferSelect): DeliveryTimeSlot => ({
  id: row.id,
  time_from: row.timeFrom,
  time_to: row.timeTo,
});

export async function updateSlot(
  tx: Tx,
  id: number,
  slot: DeliverySlotBody,
): Promise<{ before: DeliveryTimeSlot; after: DeliveryTimeSlot } | undefined> {
  const [row] = await tx.select().from(deliveryTimeSlots).where(eq(deliveryTimeSlots.id, id)).for('update');
  if (!row) return undefined;
  const [updated] = await tx
    .update(deliveryTimeSlots)
    .set({ timeFrom: slot.time_from, timeTo: slot.time_to })
    .where(eq(deliveryTimeSlots.id, id))
    .returning();
  return { before: slotOf(row), after: slotOf(updated!) };
}

export async function insertSlot(tx: Tx, slot: DeliverySlotBody): Promise<DeliveryTimeSlot> {
  const [row] = await tx
    .insert(deliveryTimeSlots)
    .values({ timeFrom: slot.time_from, timeTo: slot.time_to })
    .returning();
  return slotOf(row!);
}

/**
 * Removes a slot unless it is the last one. Every slot is locked first, so two admins removing the last two
 * at once cannot both succeed (the second sees the first one's removal once it may go on).
 */
export async function deleteSlot(tx: Tx, id: number): Promise<DeliveryTimeSlot | 'not-found' | 'last'> {
  const rows = await tx.select().from(deliveryTimeSlots).orderBy(asc(deliveryTimeSlots.id)).for('update');
  const row = rows.find((r) => r.id === id);
  if (!row) return 'not-found';
  if (rows.length === 1) return 'last';
  await tx.delete(deliveryTimeSlots).where(eq(deliveryTimeSlots.id, id));
  return slotOf(row);
}

/**
 * Merges answers into a section's texts (the other questions keep theirs); answers the answers they
 * replaced (missing ones as null) and the section as GET …/public shows it.
 */
export async function mergeSupportTexts(
  tx: Tx,
  section: SupportSection,
  answers: Record<string, string>,
  at: Date,
): Promise<{
  before: Record<string, string | null>;
  texts: Record<string, string> & { updated_at: string };
}> {
  const [row] = await tx
    .select()
    .from(supportSections)
    .where(eq(supportSections.section, section))
    .for('update');
  const before = Object.fromEntries(Object.keys(answers).map((id) => [id, row?.texts[id] ?? null]));
  // jsonb || merges in the database, so the row as stored (not as read) is what the answers join.
  const [saved] = await tx
    .insert(supportSections)
    .values({ section, texts: answers, updatedAt: at })
    .onConflictDoUpdate({
      target: supportSections.section,
      set: { texts: sql`${supportSections.texts} || excluded.texts`, updatedAt: at },
    })
    .returning();
  return { before, texts: { ...saved!.texts, updated_at: saved!.updatedAt.toISOString() } };
}

export async function setSiteActive(
  tx: Tx,
  isActive: boolean,
  at: Date,
): Promise<{ before: boolean; after: SiteStatus }> {
  const [row] = await tx.select().from(siteStatus).where(eq(siteStatus.id, 1)).for('update');
  const [saved] = await tx
    .insert(siteStatus)
    .values({ id: 1, isActive, updatedAt: at })
    .onConflictDoUpdate({ target: siteStatus.id, set: { isActive, updatedAt: at } })
    .returning();
  // No row is an open shop (ContentService.siteStatus).
  return {
    before: row?.isActive ?? true,
    after: { is_active: saved!.isActive, updated_at: saved!.updatedAt.toISOString() },
  };
}

const deliveryColumns = (settings: DeliverySettings, at: Date) => ({
  courierArea: settings.courier_area,
  courierPlaces: settings.courier_places,
  marketplaces: settings.marketplaces,
  updatedAt: at,
});

/**
 * Changes the delivery settings (`fallback`: what they are while the shop has no row); answers them before
 * and after. A first save writes the fallback row first, so two first saves at once take turns on it.
 */
export async function saveDeliverySettings(
  tx: Tx,
  change: (before: DeliverySettings) => DeliverySettings,
  fallback: () => Promise<DeliverySettings>,
  at: Date,
): Promise<{ before: DeliverySettings; after: DeliverySettings }> {
  const lock = () => tx.select().from(deliverySettings).where(eq(deliverySettings.id, 1)).for('update');
  let [row] = await lock();
  if (!row) {
    await tx
      .insert(deliverySettings)
      .values({ id: 1, ...deliveryColumns(await fallback(), at) })
      .onConflictDoNothing();
    [row] = await lock();
  }
  const before = deliverySettingsOf(row!);
  const [saved] = await tx
    .update(deliverySettings)
    .set(deliveryColumns(change(before), at))
    .where(eq(deliverySettings.id, 1))
    .returning();
  return { before, after: deliverySettingsOf(saved!) };
}
