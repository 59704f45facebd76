import type { DeliverySlotBody } from '@shop/shared/content/delivery-slots';
import type { DeliveryTimeSlot } from '@shop/shared/content/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { deliveryTimesQuery } from '@/features/checkout';
import { requireAdminToken } from '@/features/admin/kit/admin-token.ts';

/** docs/product/admin.md#errors, delivery times (editing, adding and removing slots). */
export const slotsLoadFailed = 'Ошибка при получении настроек времени доставки';
export const slotUpdateFailed = 'Ошибка при обновлении времени доставки';
export const slotAddFailed = 'Ошибка при добавлении интервала доставки';
export const slotDeleteFailed = 'Ошибка при удалении интервала доставки';

const byStart = (a: DeliveryTimeSlot, b: DeliveryTimeSlot) =>
  a.time_from.localeCompare(b.time_from) || a.time_to.localeCompare(b.time_to) || a.id - b.id;

export const adminSlotsQuery = queryOptions({
  queryKey: ['admin', 'delivery-times'],
  queryFn: async ({ signal }) => {
    const body = await apiGet<unknown>('/api/admin/delivery-times/public', {
      fallbackMessage: slotsLoadFailed,
      signal,
    });
    return Array.isArray(body) ? [...(body as DeliveryTimeSlot[])].sort(byStart) : [];
  },
  staleTime: 0,
  // A failure shows at once with its own "Повторить" button.
  retry: false,
});

export const useAdminSlots = () => useQuery(adminSlotsQuery, queryClient);

/** The checkout's slot list (another tab, or this one later) loads afresh. */
const slotsChanged = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSlotsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: deliveryTimesQuery.queryKey }),
  ]);

export async function updateSlot(id: number, body: DeliverySlotBody): Promise<DeliveryTimeSlot> {
  requireAdminToken();
  const slot = await apiSend<DeliveryTimeSlot>('PATCH', `/api/admin/delivery-times/${id}`, body, {
    fallbackMessage: slotUpdateFailed,
  });
  await slotsChanged();
  return slot;
}

export async function addSlot(body: DeliverySlotBody): Promise<DeliveryTimeSlot> {
  requireAdminToken();
  const slot = await apiSend<DeliveryTimeSlot>('POST', '/api/admin/delivery-times', body, {
    fallbackMessage: slotAddFailed,
  });
  await slotsChanged();
  return slot;
}

export async function deleteSlot(id: number): Promise<void> {
  requireAdminToken();
  await apiSend<null>('DELETE', `/api/admin/delivery-times/${id}`, undefined, {
    fallbackMessage: slotDeleteFailed,
  });
  await slotsChanged();
}
