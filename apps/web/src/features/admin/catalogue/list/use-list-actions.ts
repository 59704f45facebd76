import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';
import { archiveProduct, catalogueChanged, reorderGroup } from '../api/product-actions.ts';
import { updateProduct } from '../api/update-product.ts';
import { focusIfLost } from '../model/focus-if-lost.ts';
import { movedOrder, withOrder } from '../model/product-list.ts';
import { catalogueStrings as t } from '../strings.ts';
import { moveButtonId } from './row-actions.tsx';

/** The list's message line; `undo` puts back what the change did (a product hidden by mistake). */
export type ListNotice = { text: string; error: boolean; undo?: { label: string; run: () => void } } | null;

/** The search field is where the keyboard goes when the row it was on has left the list. */
const focusLostToSearch = () =>
  focusIfLost(() => document.querySelector<HTMLElement>('[data-catalogue-search]'));

/** Gives the keyboard's focus back to a moved row's button (its node may have moved), or its other one. */
function refocus(productId: number, step: -1 | 1) {
  requestAnimationFrame(() => {
    const same = document.getElementById(moveButtonId(productId, step));
    const target =
      same instanceof HTMLButtonElement && !same.disabled
        ? same
        : document.getElementById(moveButtonId(productId, -step as -1 | 1));
    target?.focus();
  });
}

/**
 * The list's actions that are not a field: moving a product within its group (the list shows the new order
 * at once, and goes back if the server refuses), archiving after a confirmation, and restoring.
 */
export function useListActions(products: readonly AdminProduct[], onNotice: (notice: ListNotice) => void) {
  const client = usePageQueryClient();
  const moving = useRef(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [archiving, setArchiving] = useState<{ product: AdminProduct; open: boolean } | null>(null);

  const move = async (product: AdminProduct, step: -1 | 1) => {
    const ids = movedOrder(products, product, step);
    if (!ids || moving.current) return;
    moving.current = true;
    const before = client.getQueryData<AdminProduct[]>(adminKeys.products);
    client.setQueryData<AdminProduct[]>(adminKeys.products, (list) => list && withOrder(list, ids));
    refocus(product.id, step);
    try {
      await reorderGroup(product.group_id, ids);
      const place = ids.indexOf(product.id) + 1;
      onNotice({ text: t.moved(product.name, place, ids.length, product.group), error: false });
    } catch (error) {
      if (before) client.setQueryData(adminKeys.products, before);
      onNotice({
        text: t.saveFailed(product.name, errorMessage(error, 'Не удалось изменить порядок')),
        error: true,
      });
    } finally {
      moving.current = false;
      void catalogueChanged(client);
    }
  };

  const archive = async (product: AdminProduct) => {
    setArchiving({ product, open: false });
    try {
      await archiveProduct(product.id, 'archive');
      onNotice({ text: t.archived(product.name), error: false });
    } catch (error) {
      onNotice({
        text: t.saveFailed(product.name, errorMessage(error, 'Не удалось убрать товар в архив')),
        error: true,
      });
    }
    await catalogueChanged(client);
    focusLostToSearch();
  };

  /** Puts a product hidden from the list back on sale (the message line's undo). */
  const show = async (product: AdminProduct) => {
    try {
      await updateProduct(product.id, { active: true });
      onNotice({ text: t.shownAgain(product.name), error: false });
    } catch (error) {
      onNotice({
        text: t.saveFailed(product.name, errorMessage(error, 'Не удалось сохранить товар')),
        error: true,
      });
    }
    await catalogueChanged(client);
  };

  const restore = async (product: AdminProduct) => {
    setRestoring(product.id);
    try {
      await archiveProduct(product.id, 'restore');
      onNotice({ text: t.restored(product.name), error: false });
    } catch (error) {
      onNotice({
        text: t.saveFailed(product.name, errorMessage(error, 'Не удалось восстановить товар')),
        error: true,
      });
    } finally {
      await catalogueChanged(client);
      setRestoring(null);
      focusLostToSearch();
    }
  };

  return {
    move: (product: AdminProduct, step: -1 | 1) => void move(product, step),
    archiving,
    askArchive: (product: AdminProduct) => setArchiving({ product, open: true }),
    cancelArchive: () => setArchiving((asked) => asked && { ...asked, open: false }),
    archive: (product: AdminProduct) => void archive(product),
    restoring,
    restore: (product: AdminProduct) => void restore(product),
    show: (product: AdminProduct) => void show(product),
  };
}
