/**
 * Payment strings without zod, so storefront pages (the test provider's payment page) can use them without
 * building the API schemas (test-payment-api.ts has those).
 */

export const paymentMessages = {
  notFound: 'Платёж не найден',
  expired: 'Время на оплату истекло: заказ отменён',
  alreadyDecided: 'Этот платёж уже завершён',
  untrustedSource: 'Уведомление пришло не с адреса платёжной системы',
} as const;
