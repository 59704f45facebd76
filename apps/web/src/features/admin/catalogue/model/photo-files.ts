import { PHOTO_ALT_MAX, PHOTO_MAX_MB, type ProductPhoto } from '@shop/shared/catalog/admin-product-api';
import { catalogueStrings as t } from '../strings.ts';

/**
 * The photos the editor takes (docs/product/catalogue.md#photos): what a file picker offers, what is refused
 * before anything is sent, and the words for the server's refusals.
 */

const photoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'];
const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.heic', '.heif'];

/**
 * The file input's `accept`: types and extensions (a phone's HEIC often comes without a type). No `capture`:
 * a phone offers its camera and its gallery.
 */
export const acceptedPhotoTypes = [...photoTypes, ...photoExtensions].join(',');

export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;

/** Why a chosen file cannot be a photo (by its type or name, and size), or null. The server checks content. */
export function photoFileProblem(file: File): string | null {
  const type = file.type.toLowerCase();
  // A browser that knows the type decides by it; one that does not (HEIC on many), by the name.
  const known = type !== '' && type !== 'application/octet-stream';
  const name = file.name.toLowerCase();
  const fits = known
    ? photoTypes.includes(type)
    : photoExtensions.some((extension) => name.endsWith(extension));
  if (!fits) return t.photoType;
  if (file.size > PHOTO_MAX_BYTES) return t.photoTooBig;
  return null;
}

/** The problem of a photo's alt text, or null. */
export function altProblem(alt: string): string | null {
  const trimmed = alt.trim();
  if (trimmed === '') return t.altMissing;
  if (trimmed.length > PHOTO_ALT_MAX) return t.altLong;
  return null;
}

/** A refused upload in words: the server's own detail, else ours for its status. */
export function uploadRefusal(status: number, detail: string | null): string {
  if (detail) return detail;
  if (status === 413) return t.photoTooBig;
  if (status === 415) return t.photoType;
  if (status === 422) return t.photoUnreadable;
  return t.photoFailed;
}

/** A saved photo's smallest files: the editor's thumbnail (WebP, JPEG for the rest). */
export function thumbnailOf(photo: ProductPhoto): {
  webp: string;
  jpeg: string;
  width: number;
  height: number;
} {
  const width = [...photo.widths].sort((a, b) => a - b)[0] ?? photo.width;
  const height = photo.width > 0 ? Math.max(1, Math.round((photo.height * width) / photo.width)) : width;
  return { webp: `${photo.base}-${width}.webp`, jpeg: `${photo.base}-${width}.jpg`, width, height };
}
