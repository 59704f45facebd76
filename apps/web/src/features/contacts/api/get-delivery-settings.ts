import type { DeliverySettings } from '@shop/shared/content/delivery-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';

/** Where the courier goes and the marketplaces selling nationwide (docs/product/checkout-and-orders.md#delivery-zone). */
export const deliverySettingsQuery = queryOptions({
  queryKey: ['delivery-settings'],
  queryFn: ({ signal }) =>
    apiGet<DeliverySettings>('/api/admin/delivery-settings/public', {
      fallbackMessage: 'Не удалось загрузить условия доставки',
      signal,
    }),
  staleTime: 10 * 60_000,
});

export const useDeliverySettings = () => useQuery(deliverySettingsQuery, usePageQueryClient());
