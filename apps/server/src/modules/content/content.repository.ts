import { asc, eq } from 'drizzle-orm';
import type {
  ContactsInfo,
  DeliveryTimeSlot,
  SiteStatus,
  Store,
  SupportSection,
  SupportTexts,
} from '@shop/shared/content/content-api';
import type { DeliverySettings } from '@shop/shared/content/delivery-settings';
import type { Db, Tx } from '../../db/client.ts';
import {
  contactsInfo,
  deliverySettings,
  deliveryTimeSlots,
  siteStatus,
  stores,
  supportSections,
} from '../../db/schema/content.ts';

export async function findContactsInfo(db: Db): Promise<ContactsInfo | undefined> {
  const [row] = await db.select().from(contactsInfo).where(eq(contactsInfo.id, 1));
  return (
    row && {
      email_staff: row.emailStaff,
      email_clients: row.emailClients,
      phone: row.phone,
      vk_link: row.vkLink,
      tg_group_link: row.tgGroupLink,
      tg_personal_link: row.tgPersonalLink,
    }
  );
}

export async function findSiteStatus(db: Db): Promise<SiteStatus | undefined> {
  const [row] = await db.select().from(siteStatus).where(eq(siteStatus.id, 1));
  return row && { is_active: row.isActive, updated_at: row.updatedAt.toISOString() };
}

export async function listStores(db: Db | Tx): Promise<Store[]> {
  const rows = await db.select().from(stores).orderBy(asc(stores.number));
  return rows.map(({ id, number, name, address, hours, phone }) => ({
    id,
    number,
    name,
    address,
    hours,
    phone,
  }));
}

export async function findSupportTexts(db: Db, section: SupportSection): Promise<SupportTexts | undefined> {
  const [row] = await db.select().from(supportSections).where(eq(supportSections.section, section));
  return row && { ...row.texts, updated_at: row.updatedAt.toISOString() };
}

export async function listDeliveryTimeSlots(db: Db): Promise<DeliveryTimeSlot[]> {
  const rows = await db.select().from(deliveryTimeSlots).orderBy(asc(deliveryTimeSlots.timeFrom));
  return rows.map(({ id, timeFrom, timeTo }) => ({ id, time_from: timeFrom, time_to: timeTo }));
}

export const deliverySettingsOf = (row: typeof deliverySettings.$inferSelect): DeliverySettings => ({
  courier_area: row.courierArea,
  courier_places: row.courierPlaces,
  marketplaces: row.marketplaces,
});

export async function findDeliverySettings(db: Db): Promise<DeliverySettings | undefined> {
  const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1));
  return row && deliverySettingsOf(row);
}
