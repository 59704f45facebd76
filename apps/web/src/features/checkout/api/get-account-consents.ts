import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePageQueryClient } from '@/lib/query-client.ts';

/** The signed-in customer's consents (GET /api/users/consents): whether checkout must ask for one again. */
export const accountConsentsQuery = queryOptions({
  queryKey: ['user', 'consents'],
  // A guest's checkout never asks: the call's code comes with the first signed-in checkout.
  queryFn: ({ signal }) =>
    import('./account-consents-call.ts').then(({ getAccountConsents }) => getAccountConsents(signal)),
  // Asked afresh for each checkout: a withdrawal or a new version changes the answer.
  staleTime: 0,
  retry: false,
});

export const useAccountConsents = (signedIn: boolean) =>
  useQuery({ ...accountConsentsQuery, enabled: signedIn }, usePageQueryClient());
