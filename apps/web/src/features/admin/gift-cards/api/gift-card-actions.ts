import type { AdminGiftCardDetail } from '@shop/shared/gift-cards/gift-card-api';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';
import { adminGiftCardsStrings as t } from '../strings.ts';

/** POST /api/admin/gift-cards/{id}/disable {reason}: the card stops paying (409 when it already has). */
export const disableGiftCard = (id: number, reason: string) =>
  apiSend<AdminGiftCardDetail>(
    'POST',
    `/api/admin/gift-cards/${id}/disable`,
    { reason },
    {
      fallbackMessage: t.disableFailed,
    },
  );

/**
 * POST /api/admin/gift-cards/{id}/resend: a new code goes to the same recipient and the old one stops
 * working (409: not sent yet or disabled; 429: sent again too recently).
 */
export const resendGiftCard = (id: number) =>
  apiSend<AdminGiftCardDetail>('POST', `/api/admin/gift-cards/${id}/resend`, undefined, {
    fallbackMessage: t.resendFailed,
  });

/** The card as answered is shown at once; the lists (balances, states) and the dashboard are read again. */
function settle(client: QueryClient, id: number, card: AdminGiftCardDetail | null) {
  if (card) client.setQueryData(adminKeys.giftCard(id), card);
  void client.invalidateQueries({
    queryKey: adminKeys.giftCards,
    predicate: (query) => !(query.queryKey[2] === 'card' && query.queryKey[3] === id),
  });
  void client.invalidateQueries({ queryKey: adminKeys.dashboard });
  void client.invalidateQueries({ queryKey: adminKeys.orders });
}

export function useDisableGiftCard(id: number) {
  const client = usePageQueryClient();
  return useMutation(
    {
      mutationFn: (reason: string) => disableGiftCard(id, reason),
      onSuccess: (card) => settle(client, id, card),
      // Refused (409: disabled meanwhile): the card is read again to show what it is now.
      onError: () => client.invalidateQueries({ queryKey: adminKeys.giftCard(id) }),
    },
    client,
  );
}

export function useResendGiftCard(id: number) {
  const client = usePageQueryClient();
  return useMutation(
    {
      mutationFn: () => resendGiftCard(id),
      onSuccess: (card) => settle(client, id, card),
      onError: () => client.invalidateQueries({ queryKey: adminKeys.giftCard(id) }),
    },
    client,
  );
}
