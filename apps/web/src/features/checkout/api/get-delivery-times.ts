import type { DeliveryTimeSlot } from '@shop/shared/content/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';

/** docs/product/support-and-content.md#errors, delivery times. */
export const deliveryTimesLoadError = 'Ошибка при получении настроек времени доставки';

export async function getDeliveryTimes(signal?: AbortSignal): Promise<DeliveryTimeSlot[]> {
  const body = await apiGet<unknown>('/api/admin/delivery-times/public', {
    fallbackMessage: deliveryTimesLoadError,
    signal,
  });
  return Array.isArray(body) ? (body as DeliveryTimeSlot[]) : [];
}

/** The courier's time slots (docs/product/support-and-content.md#courier-slots). */
export const deliveryTimesQuery = queryOptions({
  queryKey: ['delivery-times'],
  queryFn: ({ signal }) => getDeliveryTimes(signal),
  staleTime: 10 * 60_000,
});

export const useDeliveryTimes = () => useQuery(deliveryTimesQuery, usePageQueryClient());
