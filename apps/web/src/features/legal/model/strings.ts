import { moscowDate } from '@shop/shared/moscow-time';

/** '26.11.2026': a version's Moscow day as the document pages write it. */
export function versionDay(iso: string): string {
  const [year, month, day] = moscowDate(new Date(iso)).split('-');
  return `${day}.${month}.${year}`;
}

/** Visible strings of the document pages (docs/product/personal-data.md#documents). */
export const legalStrings = {
  /** 'Редакция 2 от 01.12.2026' */
  edition: (version: number, publishedAt: string) => `Редакция ${version} от ${versionDay(publishedAt)}`,
  current: 'действующая',
  versions: 'Все редакции',
  /** An older version's page says so, with the way to the text in force. */
  notCurrent: 'Это не действующая редакция документа.',
  toCurrent: 'Открыть действующую редакцию',
  loadFailed: 'Не удалось загрузить документ',
  versionsFailed: 'Не удалось загрузить список редакций',
  retry: 'Повторить попытку',
  missingTitle: 'Такой редакции документа нет',
  missingText: 'Возможно, в адресе ошибка. Действующая редакция документа — по ссылке ниже.',
} as const;
