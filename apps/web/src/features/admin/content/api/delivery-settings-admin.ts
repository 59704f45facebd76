import type { DeliverySettings, DeliverySettingsUpdate } from '@shop/shared/content/delivery-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { deliverySettingsQuery } from '@/features/contacts';
import { requireAdminToken } from '@/features/admin/kit/admin-token.ts';

export const deliveryLoadFailed = 'Ошибка загрузки настроек доставки';
export const deliveryUpdateFailed = 'Ошибка сохранения настроек доставки';

export const adminDeliveryQuery = queryOptions({
  queryKey: ['admin', 'delivery-settings'],
  queryFn: ({ signal }) =>
    apiGet<DeliverySettings>('/api/admin/delivery-settings/public', {
      fallbackMessage: deliveryLoadFailed,
      signal,
    }),
  staleTime: 0,
  // A failure shows at once with its own "Повторить" button.
  retry: false,
});

export const useAdminDelivery = () => useQuery(adminDeliveryQuery, queryClient);

/** PATCH /api/admin/delivery-settings with what changed; product pages and the checkout follow. */
export async function updateDelivery(changes: DeliverySettingsUpdate): Promise<DeliverySettings> {
  requireAdminToken();
  const saved = await apiSend<DeliverySettings>('PATCH', '/api/admin/delivery-settings', changes, {
    fallbackMessage: deliveryUpdateFailed,
  });
  queryClient.setQueryData(adminDeliveryQuery.queryKey, saved);
  queryClient.setQueryData(deliverySettingsQuery.queryKey, saved);
  return saved;
}
