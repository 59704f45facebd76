import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePageQueryClient } from '@/lib/query-client.ts';

// The call (with the profile's words and the users API's session check) comes when a signed-in visitor's
// profile is first asked for: a guest's pages never load it (page JavaScript, docs/decisions/0005).
const loadUserCall = () => import('./user-call.ts');

/** The signed-in customer's profile (docs/product/accounts.md#api). */
export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => loadUserCall().then(({ getUser }) => getUser(signal)),
  staleTime: 60_000,
  // A refused token has already been renewed once by the api client; asking again would not help.
  retry: false,
});

export const useUser = (enabled: boolean) => useQuery({ ...userQuery, enabled }, usePageQueryClient());
