import { adminMessages } from '@shop/shared/admin/messages';
import type { ContactsUpdate } from '@shop/shared/content/admin-content-api';
import { deliverySlotProblem, type DeliverySlotBody } from '@shop/shared/content/delivery-slots';
import type { DeliverySettings, DeliverySettingsUpdate } from '@shop/shared/content/delivery-settings';
import {
  supportQuestionIds,
  type ContactsInfo,
  type DeliveryTimeSlot,
  type SiteStatus,
  type Store,
  type SupportSection,
  type SupportTexts,
} from '@shop/shared/content/content-api';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/refusals.ts';
import * as edits from './content-edits.repository.ts';
import * as repo from './content.repository.ts';
import * as videos from './review-videos.repository.ts';

/**
 * Told about a change inside its transaction, with the values before and after (the admin module writes
 * its audit row there, so a change and its record commit together or not at all).
 */
export type ChangeRecorder = (
  tx: Tx,
  change: { target: string; before: unknown; after: unknown },
) => Promise<void>;

/** When a change happens and who records it. */
export interface ChangeContext {
  at: Date;
  record: ChangeRecorder;
}

const contactsMissing = () => notFound('Контакты не заполнены');

export class ContentService {
  constructor(private readonly db: Db) {}

  async contactsInfo(): Promise<ContactsInfo> {
    return (await repo.findContactsInfo(this.db)) ?? Promise.reject(contactsMissing());
  }

  /** A shop without a status row is open: only an explicit switch closes it. */
  async siteStatus(): Promise<SiteStatus> {
    return (await repo.findSiteStatus(this.db)) ?? { is_active: true, updated_at: new Date(0).toISOString() };
  }

  /** Opens or closes the shop (closed: the storefront shows the maintenance view, orders are refused). */
  setSiteActive(isActive: boolean, change?: ChangeContext): Promise<SiteStatus> {
    return this.db.transaction(async (tx) => {
      const { before, after } = await edits.setSiteActive(tx, isActive, change?.at ?? new Date());
      await change?.record(tx, {
        target: 'site',
        before: { is_active: before },
        after: { is_active: after.is_active },
      });
      return after;
    });
  }

  stores(): Promise<Store[]> {
    return repo.listStores(this.db);
  }

  /** A section nobody has written yet answers empty: the page shows 'Информация отсутствует.' per question. */
  async supportTexts(section: SupportSection): Promise<SupportTexts> {
    return (await repo.findSupportTexts(this.db, section)) ?? {};
  }

  deliveryTimeSlots(): Promise<DeliveryTimeSlot[]> {
    return repo.listDeliveryTimeSlots(this.db);
  }

  /**
   * Where the courier goes and the marketplaces (docs/product/checkout-and-orders.md#delivery-zone); until an
   * admin saves them, the zone is the first store's city ('Санкт-Петербург, ул. …' → 'Санкт-Петербург').
   */
  async deliverySettings(): Promise<DeliverySettings> {
    return (await repo.findDeliverySettings(this.db)) ?? storesCity(this.db);
  }

  /** Changes the settings given (at least one; a list is replaced whole), answers all of them. */
  updateDeliverySettings(update: DeliverySettingsUpdate, change: ChangeContext): Promise<DeliverySettings> {
    const given = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
    if (Object.keys(given).length === 0) throw badRequest(adminMessages.noData);
    const places = update.courier_places && [...new Set(update.courier_places)];
    return this.db.transaction(async (tx) => {
      const { before, after } = await edits.saveDeliverySettings(
        tx,
        (current) => ({ ...current, ...given, ...(places ? { courier_places: places } : {}) }),
        () => storesCity(tx),
        change.at,
      );
      const changed = Object.keys(given) as (keyof DeliverySettings)[];
      await change.record(tx, {
        target: 'delivery',
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
      return after;
    });
  }

  reviewVideos(): Promise<videos.StoredReviewVideo[]> {
    return videos.listReviewVideos(this.db);
  }

  /** Changes the fields given (at least one), answers every field. */
  updateContacts(update: ContactsUpdate, change: ChangeContext): Promise<ContactsInfo> {
    const given = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
    if (Object.keys(given).length === 0) throw badRequest(adminMessages.noData);
    return this.db.transaction(async (tx) => {
      const result = await edits.updateContacts(tx, given, change.at);
      if (!result) throw contactsMissing();
      const before = Object.fromEntries(
        Object.keys(given).map((field) => [field, result.before[field as keyof ContactsInfo]]),
      );
      await change.record(tx, { target: 'contacts', before, after: given });
      return result.after;
    });
  }

  updateSlot(id: number, slot: DeliverySlotBody, change: ChangeContext): Promise<DeliveryTimeSlot> {
    checkSlot(slot);
    return this.db.transaction(async (tx) => {
      const result = await edits.updateSlot(tx, id, slot);
      if (!result) throw notFound(adminMessages.slotNotFound);
      await change.record(tx, { target: `slot:${id}`, ...result });
      return result.after;
    });
  }

  addSlot(slot: DeliverySlotBody, change: ChangeContext): Promise<DeliveryTimeSlot> {
    checkSlot(slot);
    return this.db.transaction(async (tx) => {
      const added = await edits.insertSlot(tx, slot);
      await change.record(tx, { target: `slot:${added.id}`, before: null, after: added });
      return added;
    });
  }

  /**
   * Removes a courier slot (never the last one). Orders placed for it keep their own copy of its times,
   * so they still show and deliver as booked; only new orders can no longer choose it.
   */
  deleteSlot(id: number, change: ChangeContext): Promise<void> {
    return this.db.transaction(async (tx) => {
      const removed = await edits.deleteSlot(tx, id);
      if (removed === 'not-found') throw notFound(adminMessages.slotNotFound);
      if (removed === 'last') throw conflict(adminMessages.lastSlot);
      await change.record(tx, { target: `slot:${id}`, before: removed, after: null });
    });
  }

  /**
   * Merges answers (plain text, stored as given after trimming) into a section, keyed by its question ids;
   * answers the section as its GET …/public does.
   */
  updateSupportTexts(
    section: SupportSection,
    answers: Record<string, string>,
    change: ChangeContext,
  ): Promise<SupportTexts> {
    if (Object.keys(answers).length === 0) throw badRequest(adminMessages.noData);
    const known: readonly string[] = supportQuestionIds[section];
    if (Object.keys(answers).some((id) => !known.includes(id)))
      throw badRequest(adminMessages.unknownQuestion);
    const trimmed = Object.fromEntries(Object.entries(answers).map(([id, text]) => [id, text.trim()]));
    return this.db.transaction(async (tx) => {
      const { before, texts } = await edits.mergeSupportTexts(tx, section, trimmed, change.at);
      await change.record(tx, { target: `support:${section}`, before, after: trimmed });
      return texts;
    });
  }

  /** Lists an uploaded clip (its files are already in place). */
  addReviewVideo(
    video: Parameters<typeof videos.insertReviewVideo>[1],
    change: ChangeContext,
  ): Promise<videos.StoredReviewVideo> {
    return this.db.transaction(async (tx) => {
      const added = await videos.insertReviewVideo(tx, video, change.at);
      await change.record(tx, { target: `video:${added.id}`, before: null, after: added });
      return added;
    });
  }

  /** Unlists a clip; answers it, so the caller can remove its files once this has committed. */
  deleteReviewVideo(id: number, change: ChangeContext): Promise<videos.StoredReviewVideo> {
    return this.db.transaction(async (tx) => {
      const removed = await videos.deleteReviewVideo(tx, id);
      if (!removed) throw notFound(adminMessages.videoNotFound);
      await change.record(tx, { target: `video:${id}`, before: removed, after: null });
      return removed;
    });
  }
}

/** The delivery settings until an admin saves some: the courier goes about the first store's city. */
async function storesCity(db: Db | Tx): Promise<DeliverySettings> {
  const [first] = await repo.listStores(db);
  const city = first?.address.split(',')[0]?.trim() ?? '';
  return { courier_area: city, courier_places: city ? [city] : [], marketplaces: [] };
}

function checkSlot(slot: DeliverySlotBody): void {
  const problem = deliverySlotProblem(slot);
  if (problem) throw badRequest(problem);
}
