import type { AdminProduct, AdminProductGroup } from '@shop/shared/catalog/admin-product-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';
import { catalogueStrings as t } from '../strings.ts';

/** GET /api/admin/products: every product that is not archived, hidden ones too, with stock, holds, photos. */
export const getAdminProducts = (signal?: AbortSignal) =>
  apiGet<AdminProduct[]>('/api/admin/products', { fallbackMessage: t.loadFailed, signal });

export const adminProductsQuery = queryOptions({
  queryKey: adminKeys.products,
  queryFn: ({ signal }) => getAdminProducts(signal),
  // Holds change with every shopper's cart: read afresh on each visit.
  staleTime: 0,
  retry: false,
});

export const useAdminProducts = () => useQuery(adminProductsQuery, usePageQueryClient());

/** GET /api/admin/products?archived=1: the archive (gone from the shop, kept for past orders). */
export const archivedProductsQuery = queryOptions({
  queryKey: adminKeys.archivedProducts,
  queryFn: ({ signal }) =>
    apiGet<AdminProduct[]>('/api/admin/products?archived=1', { fallbackMessage: t.loadFailed, signal }),
  staleTime: 0,
  retry: false,
});

export const useArchivedProducts = () => useQuery(archivedProductsQuery, usePageQueryClient());

/** GET /api/admin/product-groups: where products of each kind can be filed, in the shop's order. */
export const productGroupsQuery = queryOptions({
  queryKey: adminKeys.productGroups,
  queryFn: ({ signal }) =>
    apiGet<AdminProductGroup[]>('/api/admin/product-groups', { fallbackMessage: t.groupsFailed, signal }),
  staleTime: 60_000,
  retry: false,
});

export const useProductGroups = () => useQuery(productGroupsQuery, usePageQueryClient());
