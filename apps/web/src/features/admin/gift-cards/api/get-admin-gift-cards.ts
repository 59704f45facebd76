import type { AdminGiftCard, AdminGiftCardDetail } from '@shop/shared/gift-cards/gift-card-api';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';
import { adminGiftCardsStrings as t } from '../strings.ts';

/** A page of GET /api/admin/gift-cards (adminGiftCardsAnswerSchema). */
export interface AdminGiftCardsAnswer {
  cards: AdminGiftCard[];
  /** Counted up to TOTAL_CAP with the first page; null on the pages after it. */
  total: number | null;
  total_capped: boolean;
  next_cursor: string | null;
  /** Σ balances of live cards: what the shop owes its card holders. */
  outstanding: number;
}

/** The query string of GET /api/admin/gift-cards: the search when there is one, then the page's cursor. */
export function adminGiftCardsSearch(q: string, cursor: string | null): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (cursor !== null) params.set('cursor', cursor);
  return params.toString();
}

/**
 * GET /api/admin/gift-cards: newest first, by the last four characters, the buyer's or recipient's e-mail,
 * or the order number; ADMIN_GIFT_CARDS_PAGE a page, after the cursor of the page before.
 */
export const getAdminGiftCards = (q: string, cursor: string | null, signal?: AbortSignal) => {
  const search = adminGiftCardsSearch(q, cursor);
  return apiGet<AdminGiftCardsAnswer>(`/api/admin/gift-cards${search ? `?${search}` : ''}`, {
    fallbackMessage: t.loadFailed,
    signal,
  });
};

export const adminGiftCardsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.giftCardList(q.trim()),
    queryFn: ({ signal, pageParam }) => getAdminGiftCards(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AdminGiftCardsAnswer) => last.next_cursor,
    // Balances move with every order paid by a card: read afresh on each visit.
    staleTime: 0,
    // While a new search loads, the last list stays on screen.
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAdminGiftCards = (q: string) =>
  useInfiniteQuery(adminGiftCardsQuery(q), usePageQueryClient());

/** GET /api/admin/gift-cards/{id}: the card with its ledger. */
export const getAdminGiftCard = (id: number, signal?: AbortSignal) =>
  apiGet<AdminGiftCardDetail>(`/api/admin/gift-cards/${id}`, { fallbackMessage: t.cardLoadFailed, signal });

export const adminGiftCardQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.giftCard(id),
    queryFn: ({ signal }) => getAdminGiftCard(id, signal),
    staleTime: 0,
    retry: false,
  });

export const useAdminGiftCard = (id: number) => useQuery(adminGiftCardQuery(id), usePageQueryClient());
