import { adminMessages } from '@shop/shared/admin/messages';
import type { SupportSection } from '@shop/shared/content/content-api';
import { supportTitles } from '@/features/support';
import { statusText } from '@/features/admin/kit/status-text.ts';

/** The sections in the order the editor lists them. */
export const editableSections: readonly SupportSection[] = ['back', 'sert', 'pay', 'delivery'];

/** docs/product/admin.md#errors: 'Ошибка загрузки данных раздела {name}: {status text}'. */
export const supportLoadMessage = (section: SupportSection, status: number): string =>
  `Ошибка загрузки данных раздела ${supportTitles[section]}: ${statusText(status)}`;

/**
 * docs/product/admin.md#errors, support update: 400, 401 and 403 by their own texts; any other failure
 * 'Ошибка обновления раздела {name}: {status text}', with the server's explanation after it when it gave one.
 */
export function supportSaveMessage(section: SupportSection, status: number, detail: string): string {
  if (status === 400) return adminMessages.noData;
  if (status === 401) return adminMessages.tokenInvalid;
  if (status === 403) return adminMessages.notAdmin;
  const message = `Ошибка обновления раздела ${supportTitles[section]}: ${statusText(status)}`;
  return detail ? `${message}. ${detail}` : message;
}
