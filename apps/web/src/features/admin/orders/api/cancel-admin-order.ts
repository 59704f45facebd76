import type { Order } from '@shop/shared/orders/order-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';

/**
 * POST /api/admin/orders/{id}/cancel {reason}: a paid order is refunded through the payment provider
 * (stock and bonuses return), an unpaid one frees its goods.
 */
export const cancelAdminOrder = (orderId: number, reason: string) =>
  apiSend<Order>(
    'POST',
    `/api/admin/orders/${orderId}/cancel`,
    { reason },
    {
      fallbackMessage: 'Не удалось отменить заказ',
    },
  );

export function useCancelAdminOrder(orderId: number) {
  const client = usePageQueryClient();
  return useMutation(
    {
      mutationFn: (reason: string) => cancelAdminOrder(orderId, reason),
      // Stock and revenue changed too: every admin list is read again.
      onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
    },
    client,
  );
}
