import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';

/** GET /api/admin/products: every product, hidden ones too, with its stock, holds and flags. */
export const getAdminProducts = (signal?: AbortSignal) =>
  apiGet<AdminProduct[]>('/api/admin/products', { fallbackMessage: 'Не удалось загрузить каталог', signal });

export const adminProductsQuery = queryOptions({
  queryKey: adminKeys.products,
  queryFn: ({ signal }) => getAdminProducts(signal),
  // Holds change with every shopper's cart: read afresh on each visit.
  staleTime: 0,
  retry: false,
});

export const useAdminProducts = () => useQuery(adminProductsQuery, usePageQueryClient());
