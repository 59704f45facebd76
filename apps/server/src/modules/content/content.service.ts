import type {
  ContactsInfo,
  DeliveryTimeSlot,
  ReviewVideo,
  SiteStatus,
  Store,
  SupportSection,
  SupportTexts,
} from '@shop/shared/content';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './content.repository.ts';
import { listReviewVideos } from './review-videos.repository.ts';

export class ContentService {
  constructor(private readonly db: Db) {}

  async contactsInfo(): Promise<ContactsInfo> {
    return (await repo.findContactsInfo(this.db)) ?? Promise.reject(notFound('Контакты не заполнены'));
  }

  /** A shop without a status row is open: only an explicit switch closes it. */
  async siteStatus(): Promise<SiteStatus> {
    return (await repo.findSiteStatus(this.db)) ?? { is_active: true, updated_at: new Date(0).toISOString() };
  }

  setSiteActive(isActive: boolean): Promise<void> {
    return repo.setSiteActive(this.db, isActive);
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

  reviewVideos(): Promise<ReviewVideo[]> {
    return listReviewVideos(this.db);
  }
}
