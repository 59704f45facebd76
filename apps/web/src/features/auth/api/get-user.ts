import type { User } from '@shop/shared/accounts/account-api';
import { userMessages } from '@shop/shared/accounts/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { usersCall } from './users-call.ts';

export const getUser = (signal?: AbortSignal): Promise<User> =>
  usersCall<User>('GET', '/api/users/user', undefined, { fallbackMessage: userMessages.loadFailed, signal });

/** The signed-in customer's profile (docs/product/accounts.md#api). */
export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => getUser(signal),
  staleTime: 60_000,
  // A refused token has already been renewed once by the api client; asking again would not help.
  retry: false,
});

export const useUser = (enabled: boolean) => useQuery({ ...userQuery, enabled }, usePageQueryClient());
