/**
 * The shop's documents and consent purposes as words and addresses, without zod: light enough for the
 * footer and every page (legal-api.ts re-exports them with the API's schemas).
 */

/** The privacy policy, the consent to processing personal data, the public offer. */
export const documentKinds = ['privacy', 'consent', 'offer'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentTitles: Record<DocumentKind, string> = {
  privacy: 'Политика обработки персональных данных',
  consent: 'Согласие на обработку персональных данных',
  offer: 'Публичная оферта',
};

/** How a document's text is written: Markdown (no raw HTML) or plain text; both are shown safely. */
export const documentFormats = ['markdown', 'text'] as const;
export type DocumentFormat = (typeof documentFormats)[number];

/**
 * A document's stable page (its current version) or the page of one version. The privacy policy's stable
 * page is the footer's `/political`.
 */
export function documentPath(kind: DocumentKind, version?: number): string {
  if (version !== undefined) return `/legal/${kind}/${version}`;
  return kind === 'privacy' ? '/political' : `/legal/${kind}`;
}

/** What a document was accepted for: signing in with a new e-mail, an order; or the consent withdrawn. */
export const consentPurposes = ['sign_in', 'checkout', 'withdrawal'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

export const consentPurposeNames: Record<ConsentPurpose, string> = {
  sign_in: 'Вход',
  checkout: 'Заказ',
  withdrawal: 'Отзыв согласия',
};
