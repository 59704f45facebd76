import type { ContactsInfo } from '@shop/shared/content/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';

export const contactsLoadError = 'Ошибка загрузки контактов';

export const getContactsInfo = (signal?: AbortSignal) =>
  apiGet<ContactsInfo>('/api/admin/contacts_info/public', { fallbackMessage: contactsLoadError, signal });

export const contactsInfoQuery = queryOptions({
  queryKey: ['contacts-info'],
  queryFn: ({ signal }) => getContactsInfo(signal),
  staleTime: 10 * 60_000,
});

export const useContactsInfo = () => useQuery(contactsInfoQuery, usePageQueryClient());
