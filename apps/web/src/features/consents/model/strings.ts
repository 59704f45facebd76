import { consentMessages } from '@shop/shared/legal/messages';

/**
 * Visible strings of the consent checkboxes (docs/product/personal-data.md#consents); the labels and the
 * refusals are in @shop/shared/legal/messages.
 */
export const consentStrings = {
  /** The words of each label that link to the document's current text. */
  consentLinkWords: 'согласие на обработку персональных данных',
  offerLinkWords: 'публичной оферты',
  /** Read by screen readers after a link that opens a new tab. */
  newTab: ' (откроется в новой вкладке)',
  documentsLoadFailed: 'Не удалось загрузить документы — обновите страницу',
} as const;

/** A checkbox's label as text before the link, the link's words, and text after them. */
export function labelParts(label: string, linkWords: string): [string, string, string] {
  const at = label.indexOf(linkWords);
  if (at < 0) return ['', label, ''];
  return [label.slice(0, at), linkWords, label.slice(at + linkWords.length)];
}

export const consentLabels = {
  consent: labelParts(consentMessages.personalDataLabel, consentStrings.consentLinkWords),
  offer: labelParts(consentMessages.offerLabel, consentStrings.offerLinkWords),
} as const;
