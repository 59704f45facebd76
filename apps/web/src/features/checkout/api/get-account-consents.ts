import type { AccountConsents } from '@shop/shared/legal/legal-api';
import { userMessages } from '@shop/shared/accounts/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { usersCall } from '@/features/auth';

/** The signed-in customer's consents (GET /api/users/consents): whether checkout must ask for one again. */
export const accountConsentsQuery = queryOptions({
  queryKey: ['user', 'consents'],
  queryFn: ({ signal }) =>
    usersCall<AccountConsents>('GET', '/api/users/consents', undefined, {
      fallbackMessage: userMessages.loadFailed,
      signal,
    }),
  // Asked afresh for each checkout: a withdrawal or a new version changes the answer.
  staleTime: 0,
  retry: false,
});

export const useAccountConsents = (signedIn: boolean) =>
  useQuery({ ...accountConsentsQuery, enabled: signedIn }, usePageQueryClient());
