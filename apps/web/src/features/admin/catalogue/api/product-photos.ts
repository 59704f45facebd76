import type { ProductPhoto } from '@shop/shared/catalog/admin-product-api';
import { apiSend } from '@/lib/api-client.ts';
import { uploadWithProgress, type UploadHandle } from '@/features/admin/kit/upload-with-progress.ts';
import { catalogueStrings as t } from '../strings.ts';

/** A product's photos (/api/admin/products/{id}/photos…): upload, alt text, order, delete. */

const photosPath = (productId: number) => `/api/admin/products/${productId}/photos`;

/** POST …/photos as multipart: the alt text first, then the file (the server reads them in that order). */
export function uploadPhoto(
  productId: number,
  file: File,
  alt: string,
  onProgress: (fraction: number) => void,
): UploadHandle<ProductPhoto> {
  return uploadWithProgress<ProductPhoto>(
    photosPath(productId),
    () => {
      const form = new FormData();
      form.append('alt', alt);
      form.append('file', file, file.name);
      return form;
    },
    { onProgress, fallbackMessage: t.photoFailed },
  );
}

export const updatePhotoAlt = (productId: number, photoId: number, alt: string) =>
  apiSend<ProductPhoto>(
    'PATCH',
    `${photosPath(productId)}/${photoId}`,
    { alt },
    {
      fallbackMessage: t.photoActionFailed,
    },
  );

/** PUT …/photos/order: every photo of the product, the main one first. */
export const reorderPhotos = (productId: number, photoIds: number[]) =>
  apiSend<unknown>(
    'PUT',
    `${photosPath(productId)}/order`,
    { photo_ids: photoIds },
    {
      fallbackMessage: t.photoActionFailed,
    },
  );

export const deletePhoto = (productId: number, photoId: number) =>
  apiSend<null>('DELETE', `${photosPath(productId)}/${photoId}`, undefined, {
    fallbackMessage: t.photoActionFailed,
  });
