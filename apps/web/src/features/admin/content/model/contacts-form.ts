import { contactsUpdateSchema, type ContactsUpdate } from '@shop/shared/content/admin-content-api';
import type { ContactsInfo } from '@shop/shared/content/content-api';

export type ContactField = keyof ContactsInfo;
export type ContactProblems = Partial<Record<ContactField, string>>;

export const contactFields: readonly {
  name: ContactField;
  label: string;
  type: 'email' | 'tel' | 'url';
  placeholder: string;
}[] = [
  { name: 'phone', label: 'Телефон', type: 'tel', placeholder: '+79991234567' },
  { name: 'email_clients', label: 'Почта для покупателей', type: 'email', placeholder: 'hello@humbl.ru' },
  { name: 'email_staff', label: 'Почта для сотрудников', type: 'email', placeholder: 'team@humbl.ru' },
  { name: 'vk_link', label: 'Группа ВКонтакте', type: 'url', placeholder: 'https://vk.com/…' },
  { name: 'tg_group_link', label: 'Канал в Telegram', type: 'url', placeholder: 'https://t.me/…' },
  { name: 'tg_personal_link', label: 'Telegram для вопросов', type: 'url', placeholder: 'https://t.me/…' },
];

/** The fields whose trimmed value differs from the saved one: all a save sends. */
export function contactsChanges(saved: ContactsInfo, values: ContactsInfo): ContactsUpdate {
  const changes: ContactsUpdate = {};
  for (const { name } of contactFields) {
    const value = values[name].trim();
    if (value !== saved[name]) changes[name] = value;
  }
  return changes;
}

/** Problems of the given fields by the server's own schema (contactsUpdateSchema). */
export function contactsProblems(fields: ContactsUpdate): ContactProblems {
  const result = contactsUpdateSchema.safeParse(fields);
  if (result.success) return {};
  const problems: ContactProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}
