import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { requireSession } from '@/features/auth';
import { loyaltyStrings } from '../model/strings.ts';

/** GET /api/loyalty/ (bearer): balance, level, paid-order total and the bonus history. */
export async function getLoyalty(signal?: AbortSignal): Promise<LoyaltyCard> {
  requireSession();
  return apiGet<LoyaltyCard>('/api/loyalty/', { fallbackMessage: loyaltyStrings.loadFailed, signal });
}

export const loyaltyQuery = queryOptions({
  queryKey: ['loyalty'],
  queryFn: ({ signal }) => getLoyalty(signal),
  // Every paid or cancelled order moves it: read afresh on each visit.
  staleTime: 0,
  retry: false,
});

export const useLoyalty = (enabled: boolean) => useQuery({ ...loyaltyQuery, enabled }, usePageQueryClient());
