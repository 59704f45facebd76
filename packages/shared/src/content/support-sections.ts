// The support pages' sections without zod, for the storefront's support pages; content-api.ts re-exports them.

/**
 * Question ids of each support section (docs/product/support-and-content.md#support-pages); answers are keyed
 * by them.
 */
export const supportQuestionIds = {
  back: ['return_policy', 'damaged_goods', 'refund_time'],
  delivery: ['delivery_methods', 'order_hours', 'choose_time', 'pickup_points', 'pickup_instructions'],
  pay: ['payment_methods', 'change_order'],
  sert: ['quality_standards', 'certificates_info'],
} as const;
export type SupportSection = keyof typeof supportQuestionIds;
export const supportSections = Object.keys(supportQuestionIds) as SupportSection[];

/** The API resource of each section: GET /api/admin/{resource}/public. */
export const supportSectionResource: Record<SupportSection, string> = {
  back: 'support_returns',
  sert: 'support_certificates',
  pay: 'support_payments',
  delivery: 'support_delivery',
};
