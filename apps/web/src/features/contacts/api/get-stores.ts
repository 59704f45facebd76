import type { Store } from '@shop/shared/content/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';

export const storesLoadError = 'Не удалось загрузить список магазинов';

export async function getStores(signal?: AbortSignal): Promise<Store[]> {
  const body = await apiGet<unknown>('/api/stores', { fallbackMessage: storesLoadError, signal });
  return Array.isArray(body) ? (body as Store[]) : [];
}

export const storesQuery = queryOptions({
  queryKey: ['stores'],
  queryFn: ({ signal }) => getStores(signal),
  staleTime: 10 * 60_000,
});

export const useStores = () => useQuery(storesQuery, usePageQueryClient());
