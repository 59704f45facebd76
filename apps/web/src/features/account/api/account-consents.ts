import type { AccountConsents } from '@shop/shared/legal/legal-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { usersCall } from '@/features/auth';
import { personalDataStrings } from '../model/strings.ts';

/**
 * The signed-in customer's consents (GET /api/users/consents), as the profile lists them. The same key as
 * checkout's, so a withdrawal here is what checkout reads next; signing out drops it with the profile.
 */
export const accountConsentsQuery = queryOptions({
  queryKey: ['user', 'consents'],
  queryFn: ({ signal }) =>
    usersCall<AccountConsents>('GET', '/api/users/consents', undefined, {
      fallbackMessage: personalDataStrings.consentsFailed,
      signal,
    }),
  staleTime: 0,
  retry: false,
});

export const useAccountConsents = () => useQuery(accountConsentsQuery, usePageQueryClient());
