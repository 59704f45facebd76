import type { AdminProduct, ProductPhoto } from '@shop/shared/catalog/admin-product-api';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';
import type { Note } from '@/features/admin/kit/form-note.tsx';
import { deletePhoto, reorderPhotos, updatePhotoAlt } from '../api/product-photos.ts';
import { catalogueChanged } from '../api/product-actions.ts';
import { catalogueStrings as t } from '../strings.ts';

/** The photos' ids after moving `photoId` by `step` places, or to the front (step null: 'Сделать главной'). */
export function photoOrderAfter(photos: readonly ProductPhoto[], photoId: number, step: -1 | 1 | null) {
  const ids = photos.map((photo) => photo.id);
  const from = ids.indexOf(photoId);
  if (from < 0) return null;
  if (step === null) return from === 0 ? null : [photoId, ...ids.filter((id) => id !== photoId)];
  const to = from + step;
  if (to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/**
 * What the editor does to a product's saved photos, each at once: order (the list shows the new order while
 * it is saved), alt text, delete. One action at a time; the outcome is said in `note`.
 */
export function usePhotoActions(product: AdminProduct) {
  const client = usePageQueryClient();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  const showOrder = (ids: readonly number[]) =>
    client.setQueryData<AdminProduct[]>(adminKeys.products, (list) =>
      list?.map((entry) =>
        entry.id === product.id
          ? {
              ...entry,
              photos: ids
                .map((id) => entry.photos.find((photo) => photo.id === id))
                .filter((photo): photo is ProductPhoto => photo !== undefined),
            }
          : entry,
      ),
    );

  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setNote(null);
    try {
      await action();
      setNote({ text: done, tone: 'success' });
      return true;
    } catch (error) {
      setNote({ text: errorMessage(error, t.photoActionFailed), tone: 'error' });
      return false;
    } finally {
      await catalogueChanged(client).catch(() => undefined);
      setBusy(false);
    }
  };

  const reorder = (photoId: number, step: -1 | 1 | null) => {
    const ids = photoOrderAfter(product.photos, photoId, step);
    if (!ids) return Promise.resolve(false);
    showOrder(ids);
    return run(() => reorderPhotos(product.id, ids), t.photoOrderSaved);
  };

  return {
    busy,
    note,
    clearNote: () => setNote(null),
    move: (photoId: number, step: -1 | 1) => reorder(photoId, step),
    makeMain: (photoId: number) => reorder(photoId, null),
    saveAlt: (photoId: number, alt: string) =>
      run(() => updatePhotoAlt(product.id, photoId, alt.trim()), t.altSaved),
    remove: (photoId: number) => run(() => deletePhoto(product.id, photoId), t.photoDeleted),
  };
}
