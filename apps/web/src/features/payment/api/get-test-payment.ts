import type { TestPayment } from '@shop/shared/payments/test-payment-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { paymentStrings } from '../model/strings.ts';

/** GET /api/payments/test/{id}: what the built-in test provider's page shows. */
export const getTestPayment = (paymentId: string, signal?: AbortSignal) =>
  apiGet<TestPayment>(`/api/payments/test/${encodeURIComponent(paymentId)}`, {
    fallbackMessage: paymentStrings.loadFailed,
    signal,
    bearer: false,
  });

export const testPaymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['test-payment', paymentId],
    queryFn: ({ signal }) => getTestPayment(paymentId, signal),
    staleTime: 0,
    retry: false,
  });

export const useTestPayment = (paymentId: string) =>
  useQuery(testPaymentQuery(paymentId), usePageQueryClient());
