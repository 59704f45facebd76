import { z } from 'zod';
import { idParamSchema } from '@shop/shared/api/ids';
import {
  photoOrderSchema,
  photoUpdateSchema,
  PHOTO_MAX_MB,
  productPhotoSchema,
} from '@shop/shared/catalog/admin-product-api';
import { photoMessages } from '@shop/shared/catalog/photo-messages';
import { notFound, unprocessable } from '../../lib/refusals.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import { orderPhotos, removePhoto, setPhotoAlt, toProductPhoto } from '../catalog/product-photos.ts';
import { removeFiles } from '../media/media-files.ts';
import { acceptUploads, bytesOf } from '../media/upload.ts';
import type { AdminRoutes } from './admin.ts';
import { photoChange } from './photo-change.ts';
import { uploadPhoto } from './photo-upload.ts';

const productParams = z.object({ id: idParamSchema });
const photoParams = z.object({ id: idParamSchema, photoId: idParamSchema });

/**
 * A product's photos (docs/product/catalogue.md#photos): upload (multipart `file` and `alt`), a new alt text,
 * the order (the first is the main photo), removal. Every change runs through CatalogService.change (every
 * instance's storefront shows it at once) with the product row locked and its audit row (photo.*, target
 * product:{id}) in the same transaction.
 */
export const productPhotosRoutes: AdminRoutes = (deps) => async (app) => {
  const tags = ['admin'];
  const { media } = deps;

  // The multipart parser of this plugin only; a photo is cut at PHOTO_MAX_MB while it streams.
  await acceptUploads(app, { maxFileBytes: bytesOf(PHOTO_MAX_MB), files: 1, fields: 4 });

  app.post(
    '/api/admin/products/:id/photos',
    {
      schema: {
        tags,
        summary: `Upload a photo: multipart file (JPEG, PNG, WebP, AVIF, HEIC; ≤ ${PHOTO_MAX_MB} MB) and alt; added last`,
        consumes: ['multipart/form-data'],
        params: productParams,
        response: { 201: productPhotoSchema, ...errorAnswers(400, 401, 403, 404, 408, 409, 413, 415, 422) },
      },
      // A phone's photo over a slow connection may take longer than other bodies (body-watchdog.ts).
      config: { streamingBody: true },
    },
    async (request, reply) => {
      const photo = await uploadPhoto(deps, request, request.params.id);
      reply.headers(noStore).code(201);
      return photo;
    },
  );

  app.patch(
    '/api/admin/products/:id/photos/:photoId',
    {
      schema: {
        tags,
        summary: "Change a photo's alt text",
        params: photoParams,
        body: photoUpdateSchema,
        response: { 200: productPhotoSchema, ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const { alt } = request.body;
      const photo = await photoChange(deps, request, id, async (tx, photos) => {
        const current = photos.find((row) => row.id === photoId);
        if (!current) throw notFound(photoMessages.notFound);
        if (current.alt === alt) return { value: current, audit: null };
        const updated = await setPhotoAlt(tx, photoId, alt);
        return {
          value: updated,
          audit: {
            action: 'photo.update',
            before: { photo: photoId, alt: current.alt },
            after: { photo: photoId, alt },
          },
        };
      });
      reply.headers(noStore);
      return toProductPhoto(photo);
    },
  );

  app.put(
    '/api/admin/products/:id/photos/order',
    {
      schema: {
        tags,
        summary: "Order a product's photos (all of them, each once); the first is the main photo",
        params: productParams,
        body: photoOrderSchema,
        response: { 200: z.array(productPhotoSchema), ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const wanted = request.body.photo_ids;
      const photos = await photoChange(deps, request, id, async (tx, current) => {
        const ids = current.map((row) => row.id);
        const same = new Set(wanted);
        if (same.size !== wanted.length || wanted.length !== ids.length || ids.some((i) => !same.has(i)))
          throw unprocessable(photoMessages.order);
        const byId = new Map(current.map((row) => [row.id, row]));
        const ordered = wanted.map((photoId) => byId.get(photoId)!);
        if (wanted.every((photoId, i) => photoId === ids[i])) return { value: ordered, audit: null };
        await orderPhotos(tx, id, wanted);
        return {
          value: ordered,
          audit: { action: 'photo.reorder', before: { photo_ids: ids }, after: { photo_ids: wanted } },
        };
      });
      reply.headers(noStore);
      return photos.map(toProductPhoto);
    },
  );

  app.delete(
    '/api/admin/products/:id/photos/:photoId',
    {
      schema: {
        tags,
        summary: 'Remove a photo and its files',
        params: photoParams,
        response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const removed = await photoChange(deps, request, id, async (tx, photos) => {
        const photo = photos.find((row) => row.id === photoId);
        if (!photo) throw notFound(photoMessages.notFound);
        await removePhoto(tx, photo);
        return {
          value: photo,
          audit: { action: 'photo.delete', before: toProductPhoto(photo), after: null },
        };
      });
      // After the commit: a file that cannot be removed is only litter, the photo is gone from the shop.
      await removeFiles(media.files.photoFiles(removed.key, removed.widths), (err) =>
        request.log.warn({ err }, 'product photo file not removed'),
      );
      return reply.code(204).send(null);
    },
  );
};
