import type { AdminProduct, ProductUpdate } from '@shop/shared/catalog/admin-product-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { catalogueChanged } from './product-actions.ts';

/** PATCH /api/admin/products/{id} with the changed fields only. */
export const updateProduct = (productId: number, changes: ProductUpdate) =>
  apiSend<AdminProduct>('PATCH', `/api/admin/products/${productId}`, changes, {
    fallbackMessage: 'Не удалось сохранить товар',
  });

/** The edit as a mutation; afterwards the catalogue list and the dashboard's low-stock list are read again. */
export function useUpdateProduct(productId: number) {
  const client = usePageQueryClient();
  return useMutation(
    {
      mutationFn: (changes: ProductUpdate) => updateProduct(productId, changes),
      onSuccess: () => catalogueChanged(client),
    },
    client,
  );
}
