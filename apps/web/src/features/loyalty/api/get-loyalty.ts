import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { requireSession } from '@/features/auth';
import { loyaltyStrings } from '../model/strings.ts';

/**
 * GET /api/loyalty/ (bearer): balance, level, paid-order total and a page of the bonus history, newest first;
 * the next page by the cursor the page before named (docs/product/checkout-and-orders.md#paging).
 */
export async function getLoyalty(signal?: AbortSignal, cursor: string | null = null): Promise<LoyaltyCard> {
  requireSession();
  const path = cursor === null ? '/api/loyalty/' : `/api/loyalty/?cursor=${encodeURIComponent(cursor)}`;
  return apiGet<LoyaltyCard>(path, { fallbackMessage: loyaltyStrings.loadFailed, signal });
}

export const loyaltyQuery = infiniteQueryOptions({
  queryKey: ['loyalty'],
  queryFn: ({ signal, pageParam }) => getLoyalty(signal, pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last: LoyaltyCard) => last.next_cursor,
  // Every paid or cancelled order moves it: read afresh on each visit.
  staleTime: 0,
  retry: false,
});

/** The card (its first page) with as many pages of its history as have been read. */
export const useLoyalty = (enabled: boolean) =>
  useInfiniteQuery({ ...loyaltyQuery, enabled }, usePageQueryClient());
