import { totalText } from '@shop/shared/api/paging';
import type { DocumentKind } from '@shop/shared/legal/documents';

/**
 * Visible strings of the admin's 'Согласия' (docs/product/personal-data.md#consents); document titles and
 * purposes are documentTitles and consentPurposeNames of @shop/shared/legal/documents.
 */
export const adminConsentsStrings = {
  title: 'Согласия',
  lead: 'Журнал согласий: кто, с какой редакцией документа, зачем, когда, с какого адреса и браузера. Новые сверху, время московское.',
  filtersLabel: 'Поиск по журналу согласий',
  search: 'Поиск',
  searchPlaceholder: 'E-mail, заказ, аккаунт, сессия, IP',
  document: 'Документ',
  anyDocument: 'Все документы',
  purpose: 'Цель',
  anyPurpose: 'Все цели',
  from: 'С',
  to: 'По',
  reset: 'Сбросить фильтры',
  download: 'Скачать CSV',
  downloading: 'Готовим файл…',
  downloadFailed: 'Не удалось скачать журнал согласий',
  loading: 'Загружаем журнал согласий',
  loadFailed: 'Не удалось загрузить журнал согласий',
  nothingFound: 'По таким условиям согласий нет',
  noConsents: 'Согласий пока нет',
  /** The total is counted up to TOTAL_CAP: '10 000+' past it (docs/product/admin.md#lists). */
  found: (total: number, capped = false) => `Найдено: ${totalText(total, capped)}`,
  tableLabel: 'Журнал согласий',
  // Columns.
  at: 'Когда',
  who: 'Кто',
  version: 'Документ и редакция',
  hash: 'Хеш',
  order: 'Заказ',
  ip: 'IP',
  browser: 'Браузер',
  account: (id: number) => `аккаунт #${id}`,
  session: (id: string) => `сессия ${id}`,
  erased: 'данные удалены',
  edition: (version: number) => `ред. ${version}`,
  /** The documents by the short names the table has room for (the link's label says the full title). */
  shortTitles: { privacy: 'Политика', consent: 'Согласие', offer: 'Оферта' } satisfies Record<
    DocumentKind,
    string
  >,
  versionLink: (title: string, version: number) => `${title}, редакция ${version}`,
  orderNumber: (number: number) => `№${number}`,
  orderLink: (number: number) => `Заказ №${number} в разделе заказов`,
} as const;
