import type { FulfilmentStatus } from '@shop/shared/orders/status';
import type { Order } from '@shop/shared/orders/order-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';

/** PATCH /api/admin/orders/{id} {status}: moves a paid order one fulfilment step on. */
export const setOrderStatus = (orderId: number, status: FulfilmentStatus) =>
  apiSend<Order>(
    'PATCH',
    `/api/admin/orders/${orderId}`,
    { status },
    {
      fallbackMessage: 'Не удалось изменить статус заказа',
    },
  );

/** The step as a mutation; afterwards the lists and the dashboard are read again. */
export function useSetOrderStatus(orderId: number) {
  const client = usePageQueryClient();
  return useMutation(
    {
      mutationFn: (status: FulfilmentStatus) => setOrderStatus(orderId, status),
      onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
    },
    client,
  );
}
