import type { SupportSection, supportQuestionIds } from '@shop/shared/content/content-api';

/**
 * Question ids of each section, as in @shop/shared/content/content-api. Imported there as a type only: its
 * module builds zod schemas at load time, which the browser bundle must not carry. The type below fails to
 * compile if the two lists ever differ.
 */
export const questionIds = {
  back: ['return_policy', 'damaged_goods', 'refund_time'],
  delivery: ['delivery_methods', 'order_hours', 'choose_time', 'pickup_points', 'pickup_instructions'],
  pay: ['payment_methods', 'change_order'],
  sert: ['quality_standards', 'certificates_info'],
} as const satisfies typeof supportQuestionIds;
type SameIds<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const questionIdsMatchShared: SameIds<typeof questionIds, typeof supportQuestionIds> = true;
void questionIdsMatchShared;

/** Page titles of the support sections (match the breadcrumb labels). */
export const supportTitles: Record<SupportSection, string> = {
  delivery: 'Доставка',
  pay: 'Оплата',
  back: 'Возврат',
  sert: 'Сертификация',
};

export const supportLeads: Record<SupportSection, string> = {
  delivery: 'Самовывоз из трёх магазинов, курьер по городу и доставка по всей России.',
  pay: 'Как оплатить заказ и что делать, если нужно что-то поменять.',
  back: 'Если что-то пошло не так — расскажем, как вернуть товар или деньги.',
  sert: 'Стандарты, по которым мы производим нашу продукцию.',
};

/** Question titles by question id; the answers come from the server. */
export const questionTitles: Record<string, string> = {
  return_policy: 'Условия возврата',
  damaged_goods: 'Что делать, если товар повреждён?',
  refund_time: 'Когда вернутся деньги?',
  delivery_methods: 'Способы доставки',
  order_hours: 'Когда можно сделать заказ?',
  choose_time: 'Можно ли выбрать время доставки?',
  pickup_points: 'Пункты самовывоза',
  pickup_instructions: 'Как забрать заказ?',
  payment_methods: 'Способы оплаты',
  change_order: 'Можно ли изменить заказ после оплаты?',
  quality_standards: 'Стандарты качества',
  certificates_info: 'Сертификаты',
};

export const missingAnswer = 'Информация отсутствует.';

/** The answer to a question from the section's texts, else 'Информация отсутствует.'. */
export function answerOf(texts: Record<string, unknown> | undefined, questionId: string): string {
  const answer = texts?.[questionId];
  return typeof answer === 'string' && answer.trim() !== '' ? answer : missingAnswer;
}

export const supportLinks = [
  { to: '/support', label: 'Доставка' },
  { to: '/support/pay', label: 'Оплата' },
  { to: '/support/back', label: 'Возврат' },
  { to: '/support/sert', label: 'Сертификация' },
] as const;
