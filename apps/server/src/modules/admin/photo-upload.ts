import type { FastifyRequest } from 'fastify';
import { adminMessages } from '@shop/shared/admin/messages';
import {
  PHOTO_ALT_MAX,
  PHOTO_MAX_MB,
  PHOTOS_PER_PRODUCT,
  type ProductPhoto,
} from '@shop/shared/catalog/admin-product-api';
import { photoMessages } from '@shop/shared/catalog/photo-messages';
import {
  badRequest,
  conflict,
  notFound,
  tooLarge,
  unprocessable,
  unsupportedMedia,
} from '../../lib/refusals.ts';
import { appendPhoto, photosOf, toProductPhoto } from '../catalog/product-photos.ts';
import { imageType } from '../media/file-types.ts';
import type { ProcessedPhoto } from '../media/images.ts';
import { removeFiles } from '../media/media-files.ts';
import { bytesOf, receiveUpload, textField } from '../media/upload.ts';
import type { AdminDeps } from './admin.ts';
import { photoChange } from './photo-change.ts';

/**
 * POST /api/admin/products/{id}/photos: the picture streams through the shared receiver (media/upload.ts:
 * typed by its bytes, capped at PHOTO_MAX_MB while it arrives), the product and its room for one more photo
 * are checked, the picture is processed in its turn (media/images.ts), and the row is added last, the product
 * locked, in one catalogue transaction with its audit row. A failure at any step leaves no file behind.
 */

const fieldsMissing = () => badRequest(photoMessages.fields);
const tooMany = () => conflict(photoMessages.tooMany(PHOTOS_PER_PRODUCT));

export async function uploadPhoto(
  deps: AdminDeps,
  request: FastifyRequest,
  productId: number,
): Promise<ProductPhoto> {
  const { media } = deps;
  const received = await receiveUpload(
    request,
    media.files,
    {
      file: {
        maxBytes: bytesOf(PHOTO_MAX_MB),
        detect: imageType,
        tooBig: () => tooLarge(photoMessages.tooBig(PHOTO_MAX_MB)),
        wrongType: () => unsupportedMedia(photoMessages.type),
      },
    },
    fieldsMissing,
  );
  try {
    const { fields, files } = received;
    const alt = textField(fields, 'alt', PHOTO_ALT_MAX, () =>
      unprocessable(photoMessages.altLong(PHOTO_ALT_MAX)),
    );
    if (!files.file || !alt) throw fieldsMissing();
    // Before the costly part: no such product, or no room for another photo.
    const photos = await photosOf(deps.db, productId);
    if (!photos) throw notFound(adminMessages.productNotFound);
    if (photos.length >= PHOTOS_PER_PRODUCT) throw tooMany();
    const processed = await media.photo(files.file.path);
    return await addProcessed(deps, request, productId, alt, processed);
  } finally {
    await received.discard();
  }
}

/** Lists a processed photo last among the product's (checked again under the lock); else removes its files. */
async function addProcessed(
  deps: AdminDeps,
  request: FastifyRequest,
  productId: number,
  alt: string,
  photo: ProcessedPhoto,
): Promise<ProductPhoto> {
  try {
    return await photoChange(deps, request, productId, async (tx, photos) => {
      if (photos.length >= PHOTOS_PER_PRODUCT) throw tooMany();
      const row = toProductPhoto(await appendPhoto(tx, productId, photos, { ...photo, alt }));
      return { value: row, audit: { action: 'photo.upload', before: null, after: row } };
    });
  } catch (error) {
    // Not listed, so not kept (the product went, or others took the last places meanwhile).
    await removeFiles(deps.media.files.photoFiles(photo.key, photo.widths));
    throw error;
  }
}
