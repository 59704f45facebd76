import type { FastifyRequest } from 'fastify';
import { adminMessages } from '@shop/shared/admin/messages';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/refusals.ts';
import { lockPhotos, type PhotoRow } from '../catalog/product-photos.ts';
import { adminOf } from './admin-guard.ts';
import type { AdminDeps } from './admin.ts';
import { recordAudit } from './audit.ts';

/** What a photo change writes in the audit log (target product:{id}). */
export interface PhotoAudit {
  action: 'photo.upload' | 'photo.update' | 'photo.reorder' | 'photo.delete';
  before: unknown;
  after: unknown;
}

/**
 * A change of product `id`'s photos by the admin of `request`, in one catalogue transaction
 * (CatalogService.change: every instance's storefront shows it at once) with the product row locked (404
 * for no such product): `write` answers its value and the audit row to record, or null when nothing changed.
 */
export function photoChange<T>(
  deps: AdminDeps,
  request: FastifyRequest,
  id: number,
  write: (tx: Tx, photos: PhotoRow[]) => Promise<{ value: T; audit: PhotoAudit | null }>,
): Promise<T> {
  const actor = adminOf(request);
  const at = deps.now();
  return deps.catalog.change(async (tx) => {
    const photos = await lockPhotos(tx, id);
    if (!photos) throw notFound(adminMessages.productNotFound);
    const { value, audit } = await write(tx, photos);
    if (audit) await recordAudit(tx, { actor, at, target: `product:${id}`, ...audit });
    return { value, changed: audit !== null };
  });
}
