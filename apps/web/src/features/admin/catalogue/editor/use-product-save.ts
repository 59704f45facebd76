import type { AdminProduct, ProductKind } from '@shop/shared/catalog/admin-product-api';
import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { catalogueChanged, createProduct } from '../api/product-actions.ts';
import { updateProduct } from '../api/update-product.ts';
import type { FormErrors, ProductFormValues } from '../model/product-form.ts';
import { readNewProduct, readProductChanges } from '../model/read-product-form.ts';
import { fieldsOfRefusal } from '../model/server-problems.ts';
import { catalogueStrings as t } from '../strings.ts';
import type { PendingPhotos } from '../photos/use-pending-photos.ts';

export interface SaveOutcome {
  /** The product as saved (the first one made, for merch by size). */
  product: AdminProduct;
  /** What the list says about it. */
  notice: string;
}

/**
 * Saving the editor: a new product is created (hidden until its photos are up when it is to be published),
 * its chosen photos uploaded one after another, then it is published; an existing one gets its changes and
 * its new photos. A refusal is shown beside the form, the fields it names marked.
 */
export function useProductSave({
  kind,
  product,
  values,
  pending,
  groupRequired,
  setErrors,
  onCreated,
  onDone,
}: {
  kind: ProductKind;
  product: AdminProduct | null;
  values: ProductFormValues;
  pending: PendingPhotos;
  groupRequired: boolean;
  setErrors: (errors: FormErrors) => void;
  /** A new product exists (the editor now edits it), whatever follows. */
  onCreated: (product: AdminProduct) => void;
  onDone: (outcome: SaveOutcome | null) => void;
}) {
  const client = usePageQueryClient();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const refreshed = () => catalogueChanged(client);

  const refused = (error: unknown, fallback: string, quantityChanged: boolean) => {
    const message = errorMessage(error, fallback);
    if (error instanceof ApiError && error.status === 409 && quantityChanged) {
      // Stock below what is held (stockBelowHeld): said where the stock is typed.
      setErrors({ quantity: message });
      setFailure(t.fixFields);
      return;
    }
    setErrors(fieldsOfRefusal(error));
    setFailure(message);
  };

  const uploadPhotos = async (productId: number) => {
    if (pending.rows.length === 0) return 0;
    const failed = await pending.uploadAll(productId, refreshed, (n, of) =>
      setProgress(t.uploadingPhotos(n, of)),
    );
    setProgress(null);
    return failed;
  };

  const create = async (publish: boolean) => {
    const read = readNewProduct(kind, values, { publish, groupRequired });
    const altsFine = pending.checkAlts();
    setErrors(read.errors);
    if (!read.body || !altsFine) {
      setFailure(t.fixFields);
      return;
    }
    const withPhotos = pending.rows.length > 0;
    // Published only once its photos are up: the shop never shows it half made.
    const body = { ...read.body, active: publish && !withPhotos };
    let made: AdminProduct;
    try {
      [made] = (await createProduct(body)) as [AdminProduct];
    } catch (error) {
      refused(error, 'Не удалось добавить товар', false);
      return;
    }
    await refreshed();
    onCreated(made);
    if ((await uploadPhotos(made.id)) > 0) {
      setFailure(t.createdPhotosFailed(made.name));
      return;
    }
    if (publish && withPhotos) {
      try {
        made = await updateProduct(made.id, { active: true });
      } catch (error) {
        refused(error, 'Не удалось опубликовать товар', false);
        return;
      } finally {
        await refreshed();
      }
    }
    onDone({ product: made, notice: publish ? t.published(made.name) : t.draftSaved(made.name) });
  };

  const update = async (current: AdminProduct, publish: boolean) => {
    const read = readProductChanges(current, values, { publish });
    const altsFine = pending.checkAlts();
    setErrors(read.errors);
    if (Object.keys(read.errors).length > 0 || !altsFine) {
      setFailure(t.fixFields);
      return;
    }
    let saved = current;
    const changed = Object.keys(read.changes).length > 0;
    if (changed) {
      try {
        saved = await updateProduct(current.id, read.changes);
      } catch (error) {
        refused(error, 'Не удалось сохранить товар', 'quantity' in read.changes);
        return;
      }
      await refreshed();
    }
    const hadPhotos = pending.rows.length > 0;
    if ((await uploadPhotos(current.id)) > 0) {
      setFailure(t.photoFailed);
      return;
    }
    if (!changed && !hadPhotos) return onDone(null);
    onDone({
      product: saved,
      notice: publish && !current.active ? t.published(saved.name) : t.saved(saved.name),
    });
  };

  const save = async (publish: boolean) => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await (product ? update(product, publish) : create(publish));
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  return { saving, failure, progress, save, clearFailure: () => setFailure(null) };
}
