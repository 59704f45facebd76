import { auditActions, isAuditAction } from '@shop/shared/admin/audit-actions';
import { documentTitles, type DocumentKind } from '@shop/shared/legal/documents';
import { staffStatusLabels } from '@shop/shared/orders/status';
import { questionTitles, supportTitles } from '@/features/support';

/** An action code in words (the shared list's, auditActions); a code not listed is shown as it is. */
export const actionWords = (action: string): string =>
  isAuditAction(action) ? auditActions[action] : action;

/** What an entry touched, e.g. 'product:12' → 'Товар #12', 'support:back' → 'Поддержка: Возврат'. */
export function targetWords(target: string): string {
  const [kind = '', id = ''] = target.split(':', 2);
  if (id === '') return kind === 'contacts' ? 'Контакты' : kind === 'site' ? 'Сайт' : target;
  switch (kind) {
    case 'product':
      return `Товар #${id}`;
    case 'order':
      return `Заказ №${id}`;
    case 'gift_card':
      return `Подарочная карта #${id}`;
    case 'slot':
      return `Интервал #${id}`;
    case 'video':
      return `Видео #${id}`;
    case 'admin':
    case 'user':
      return `Пользователь #${id}`;
    case 'support':
      return `Поддержка: ${supportTitles[id as keyof typeof supportTitles] ?? id}`;
    case 'document':
      return `Документ: ${documentTitles[id as DocumentKind] ?? id}`;
    default:
      return target;
  }
}

/** Field names in words where a change touches one staff know by name, in the order they are listed. */
const fields: Record<string, string> = {
  id: 'Номер',
  is_active: 'Сайт работает',
  is_admin: 'Администратор',
  email_staff: 'Почта для сотрудников',
  email_clients: 'Почта для покупателей',
  phone: 'Телефон',
  vk_link: 'ВКонтакте',
  tg_group_link: 'Канал в Telegram',
  tg_personal_link: 'Telegram для вопросов',
  time_from: 'С',
  time_to: 'До',
  price: 'Цена',
  quantity: 'Остаток',
  active: 'В продаже',
  popular: 'Популярное',
  novelty: 'Новинка',
  recommended: 'Рекомендуем',
  title: 'Название',
  description: 'Описание',
  file_path: 'Файл',
  poster_path: 'Обложка',
  status: 'Статус',
  last4: 'Последние 4 символа кода',
  disabled: 'Заблокирована',
  to: 'Кому',
  reason: 'Причина',
  email: 'E-mail',
  calories: 'Калории',
  protein: 'Белки',
  fat: 'Жиры',
  carbohydrates: 'Углеводы',
  version: 'Редакция',
  format: 'Формат',
  chars: 'Символов',
  hash: 'Хеш',
};

const fieldOrder = Object.keys(fields);

/** A field in words; a support answer by its question's title. */
export const fieldWords = (key: string): string => fields[key] ?? questionTitles[key] ?? key;

/** Known fields first in their usual order (С before До), the rest as they came. */
export const byFieldOrder = (a: string, b: string): number => {
  const rank = (key: string) => {
    const index = fieldOrder.indexOf(key);
    return index === -1 ? fieldOrder.length : index;
  };
  return rank(a) - rank(b);
};

/** A value as text: never HTML, whatever it holds. */
export function valueWords(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (key === 'status' && typeof value === 'string' && value in staffStatusLabels) {
    return staffStatusLabels[value as keyof typeof staffStatusLabels];
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
