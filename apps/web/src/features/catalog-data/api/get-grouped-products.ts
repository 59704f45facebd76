import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { flattenProducts } from '@shop/shared/rules/classification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { catalogDataOf } from '../model/catalog-data.ts';

export const productsLoadError = 'Не удалось загрузить каталог';

/** The catalogue as groups; an answer that is not an array is an empty catalogue (docs/product/catalogue.md#api). */
export async function getGroupedProducts(signal?: AbortSignal): Promise<ProductGroup[]> {
  const body = await apiGet<unknown>('/api/products/grouped', { fallbackMessage: productsLoadError, signal });
  return Array.isArray(body) ? (body as ProductGroup[]) : [];
}

export const groupedProductsQuery = queryOptions({
  queryKey: ['products', 'grouped'],
  queryFn: ({ signal }) => getGroupedProducts(signal),
});

/** The grouped catalogue. */
export const useGroupedProducts = () => useQuery(groupedProductsQuery, usePageQueryClient());

/** Every shown product with its classification (see flattenProducts). */
export const useCatalogProducts = () =>
  useQuery({ ...groupedProductsQuery, select: flattenProducts }, usePageQueryClient());

/** The shop's cards (buildCatalogCards) and their badge labels. */
export const useCatalogCards = () =>
  useQuery({ ...groupedProductsQuery, select: catalogDataOf }, usePageQueryClient());
