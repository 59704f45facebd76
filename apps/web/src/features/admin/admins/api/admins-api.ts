import type { AdminAccount } from '@shop/shared/admin/admins-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';

export const adminsLoadFailed = 'Ошибка загрузки администраторов';
export const adminAddFailed = 'Ошибка при добавлении администратора';
export const adminRemoveFailed = 'Ошибка при снятии прав администратора';

export const adminsQuery = queryOptions({
  queryKey: ['admin', 'admins'],
  queryFn: ({ signal }) =>
    apiGet<AdminAccount[]>('/api/admin/admins', { fallbackMessage: adminsLoadFailed, signal }),
  staleTime: 0,
  retry: false,
});

export const useAdmins = () => useQuery(adminsQuery, queryClient);

/** POST /api/admin/admins {email}: the account with that e-mail becomes an admin. */
export async function addAdmin(email: string): Promise<AdminAccount> {
  const account = await apiSend<AdminAccount>(
    'POST',
    '/api/admin/admins',
    { email },
    { fallbackMessage: adminAddFailed },
  );
  await queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey });
  return account;
}

/** DELETE /api/admin/admins/{id}; the server refuses (409) the last admin and those of ADMIN_EMAILS. */
export async function removeAdmin(id: number): Promise<void> {
  await apiSend<null>('DELETE', `/api/admin/admins/${id}`, undefined, { fallbackMessage: adminRemoveFailed });
  await queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey });
}
