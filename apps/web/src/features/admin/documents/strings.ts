import { documentTitles, type DocumentFormat, type DocumentKind } from '@shop/shared/legal/documents';

/**
 * Visible strings of the admin's 'Документы' (docs/product/personal-data.md#documents); refusals are the
 * server's (documentAdminMessages of @shop/shared/legal/messages).
 */
export const adminDocumentsStrings = {
  title: 'Документы',
  lead:
    'Политика, согласие на обработку персональных данных и оферта. Правки копятся в черновике; ' +
    'публикация делает новую редакцию, а опубликованные редакции не меняются никогда.',
  listLabel: 'Документы магазина',
  loading: 'Загружаем документы',
  loadFailed: 'Не удалось загрузить документы',
  documentLoading: 'Загружаем документ',
  documentLoadFailed: 'Не удалось загрузить документ',
  /** A document's card in the list. */
  edition: (version: number | null) => (version === null ? 'Не опубликован' : `Редакция ${version}`),
  since: (day: string) => `действует с ${day}`,
  draftChanged: 'Есть неопубликованный черновик',
  open: (kind: DocumentKind) => `Редактировать «${documentTitles[kind]}»`,
  edit: 'Редактировать',
  publicPage: 'Страница на сайте',
  // The editor.
  back: 'Все документы',
  documentTitle: 'Название',
  format: 'Формат',
  formats: { markdown: 'Markdown', text: 'Текст' } satisfies Record<DocumentFormat, string>,
  formatHint: {
    markdown:
      '## Заголовок, - список, **жирный**, [ссылка](https://…). HTML не работает — показывается как текст.',
    text: 'Обычный текст: пустая строка начинает новый абзац.',
  } satisfies Record<DocumentFormat, string>,
  body: 'Текст',
  preview: 'Как это будет выглядеть',
  previewFailed: 'Предпросмотр не удался — текст будет проверен при сохранении',
  draftSaved: (at: string) => `Черновик сохранён ${at}`,
  draftIsCurrent: 'Черновик совпадает с действующей редакцией',
  draftHasChanges: 'Черновик отличается от действующей редакции',
  unsaved: 'Есть несохранённые правки',
  save: 'Сохранить черновик',
  saving: 'Сохраняем…',
  saved: 'Черновик сохранён',
  saveFailed: 'Не удалось сохранить черновик',
  nothingToSave: 'Изменений нет — всё уже сохранено',
  publish: 'Опубликовать',
  publishing: 'Публикуем…',
  publishTitle: (version: number) => `Опубликовать редакцию ${version}?`,
  publishText:
    'Она сразу станет действующей и будет показана на сайте. Опубликованный текст изменить нельзя — ' +
    'исправления выйдут только новой редакцией.',
  publishAsksAgain: 'Покупателей попросят принять новую редакцию при следующем заказе.',
  publishUnsaved: 'Несохранённые правки будут сохранены в черновик и опубликованы.',
  publishConfirm: 'Опубликовать',
  published: (version: number) => `Опубликована редакция ${version}`,
  publishFailed: 'Не удалось опубликовать документ',
  titleRequired: 'Укажите название документа',
  // The versions.
  versions: 'Редакции',
  noVersions: 'Редакций пока нет',
  version: 'Редакция',
  publishedAt: 'Опубликована',
  publishedBy: 'Кто',
  acceptances: 'Согласий',
  firstVersion: 'первая редакция',
  versionLink: (version: number) => `Редакция ${version} на сайте`,
  show: 'Открыть',
  hash: 'Хеш',
} as const;
