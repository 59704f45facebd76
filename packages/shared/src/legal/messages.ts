/**
 * The Russian words of documents, consents and the shopper's rights (docs/product/personal-data.md).
 */

export const consentMessages = {
  /** A consent to processing was needed and not given (sign-in with a new e-mail, checkout). */
  personalDataRequired: 'Подтвердите согласие на обработку персональных данных',
  /** The consent version ticked is no longer the current one (an admin published a new text meanwhile). */
  personalDataOutdated:
    'Текст согласия на обработку персональных данных обновился — прочитайте его и подтвердите ещё раз',
  offerRequired: 'Примите условия публичной оферты',
  offerOutdated: 'Условия публичной оферты обновились — прочитайте их и примите ещё раз',
  /** The checkboxes' labels (the link words are the parts in brackets of the documents' titles). */
  personalDataLabel: 'Даю согласие на обработку персональных данных',
  offerLabel: 'Принимаю условия публичной оферты',
  /** The code step of sign-in when the e-mail is new (or its consent was withdrawn). */
  signInConsentNote:
    'Вы входите впервые: чтобы создать аккаунт, подтвердите согласие на обработку персональных данных',
  /** No published version of a document (nothing to accept: the shop is not ready to take orders). */
  documentMissing: 'Документ ещё не опубликован',
  versionMissing: 'Такой редакции документа нет',
  withdrawn: 'Согласие отозвано',
  deletionCodeSent: 'Код для удаления аккаунта отправлен на вашу почту',
  deleted: 'Аккаунт удалён',
} as const;

export const documentAdminMessages = {
  /** A published version's text is never changed: edits go to the draft, publishing makes a new version. */
  versionImmutable: 'Опубликованную редакцию изменить нельзя — опубликуйте новую',
  draftEmpty: 'Текст документа пуст',
  titleEmpty: 'Укажите название документа',
  unchanged: 'Черновик не отличается от действующей редакции',
  /** The consent log's from/to: a day that does not exist ('2026-02-30'). */
  invalidDay: 'Такой даты нет: укажите день в формате ГГГГ-ММ-ДД',
} as const;

/** The shopper's rights: the export, deleting the account (docs/product/personal-data.md#the-shoppers-rights). */
export const rightsMessages = {
  exportLimited: 'Скачивать данные можно не чаще 10 раз в час — попробуйте позже',
  /** Deleting waits for an order still within its payment time (paid, it would need the contacts). */
  unpaidOrder: (number: number, until: string) =>
    `Заказ №${number} ждёт оплаты до ${until}: удалить аккаунт можно, когда он будет оплачен или отменён`,
} as const;
