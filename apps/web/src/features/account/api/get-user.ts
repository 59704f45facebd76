import type { User } from '@shop/shared/auth';
import { userMessages } from '@shop/shared/auth-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { usePageQueryClient } from '../../../lib/query-client.ts';
import { requireSession } from './require-session.ts';

export async function getUser(signal?: AbortSignal): Promise<User> {
  requireSession();
  return apiGet<User>('/api/users/user', { fallbackMessage: userMessages.loadFailed, signal });
}

/** The signed-in customer's profile (SPEC.md §3, User). */
export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => getUser(signal),
  staleTime: 60_000,
  // A refused token has already been renewed once by the api client; asking again would not help.
  retry: false,
});

export const useUser = (enabled: boolean) => useQuery({ ...userQuery, enabled }, usePageQueryClient());
