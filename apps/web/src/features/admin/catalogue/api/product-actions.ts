import type { AdminProduct, ProductCreate } from '@shop/shared/catalog/admin-product-api';
import type { QueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';

/** The catalogue's writes besides PATCH (update-product.ts): create, order, archive and restore. */

/** POST /api/admin/products: every product made (a merch item makes one per size). */
export const createProduct = (body: ProductCreate) =>
  apiSend<AdminProduct[]>('POST', '/api/admin/products', body, {
    fallbackMessage: 'Не удалось добавить товар',
  });

/** PUT /api/admin/product-groups/{id}/order: the group's products, all of them, in their new order. */
export const reorderGroup = (groupId: number, productIds: number[]) =>
  apiSend<null>(
    'PUT',
    `/api/admin/product-groups/${groupId}/order`,
    { product_ids: productIds },
    { fallbackMessage: 'Не удалось изменить порядок товаров' },
  );

/** POST /api/admin/products/{id}/archive | restore. */
export const archiveProduct = (productId: number, action: 'archive' | 'restore') =>
  apiSend<AdminProduct>('POST', `/api/admin/products/${productId}/${action}`, undefined, {
    fallbackMessage:
      action === 'archive' ? 'Не удалось убрать товар в архив' : 'Не удалось восстановить товар',
  });

/** After a change: the lists (the archive too) and the dashboard's low stock are read again. */
export const catalogueChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.products }),
    client.invalidateQueries({ queryKey: adminKeys.dashboard }),
  ]);
