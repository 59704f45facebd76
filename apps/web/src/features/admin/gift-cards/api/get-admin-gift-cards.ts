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

/** GET /api/admin/gift-cards answers this many cards a page. */
export const ADMIN_GIFT_CARDS_PAGE = 20;

/** A page of GET /api/admin/gift-cards (adminGiftCardsAnswerSchema). */
export interface AdminGiftCardsAnswer {
  cards: AdminGiftCard[];
  total: number;
  /** Σ balances of live cards: what the shop owes its card holders. */
  outstanding: number;
}

/** The query string of GET /api/admin/gift-cards: the search when there is one, then the page (from 1). */
export function adminGiftCardsSearch(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  params.set('page', String(page));
  return params.toString();
}

/**
 * GET /api/admin/gift-cards: newest first, by the last four characters, the buyer's or recipient's e-mail,
 * or the order number.
 */
export const getAdminGiftCards = (q: string, page: number, signal?: AbortSignal) =>
  apiGet<AdminGiftCardsAnswer>(`/api/admin/gift-cards?${adminGiftCardsSearch(q, page)}`, {
    fallbackMessage: t.loadFailed,
    signal,
  });

export const adminGiftCardsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.giftCardList(q.trim()),
    queryFn: ({ signal, pageParam }) => getAdminGiftCards(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.cards.length, 0);
      return loaded < last.total && last.cards.length > 0 ? pages.length + 1 : undefined;
    },
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
