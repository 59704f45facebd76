import type { ContactsUpdate } from '@shop/shared/content/admin-content-api';
import type { ContactsInfo } from '@shop/shared/content/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { contactsInfoQuery } from '@/features/contacts';
import { requireAdminToken } from '@/features/admin/kit/admin-token.ts';

/** docs/product/admin.md#errors, contacts. */
export const contactsLoadFailed = 'Ошибка загрузки контактов';
export const contactsUpdateFailed = 'Ошибка обновления контактов';

export const adminContactsQuery = queryOptions({
  queryKey: ['admin', 'contacts'],
  queryFn: ({ signal }) =>
    apiGet<ContactsInfo>('/api/admin/contacts_info/public', { fallbackMessage: contactsLoadFailed, signal }),
  staleTime: 0,
  // A failure shows at once with its own "Повторить" button.
  retry: false,
});

export const useAdminContacts = () => useQuery(adminContactsQuery, queryClient);

/** PATCH /api/admin/contacts_info with the changed fields only; the footer and /contacts follow. */
export async function updateContacts(changes: ContactsUpdate): Promise<ContactsInfo> {
  requireAdminToken();
  const saved = await apiSend<ContactsInfo>('PATCH', '/api/admin/contacts_info', changes, {
    fallbackMessage: contactsUpdateFailed,
  });
  queryClient.setQueryData(adminContactsQuery.queryKey, saved);
  queryClient.setQueryData(contactsInfoQuery.queryKey, saved);
  return saved;
}
