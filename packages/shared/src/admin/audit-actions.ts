/**
 * The admin audit log's action codes (what the server writes in audit_log.action), each with the words the
 * admin's audit section shows for it. The server's recordAudit takes only these codes, so a new action
 * cannot be recorded before it has its words here.
 */
export const auditActions = {
  'contacts.update': 'Контакты',
  'delivery.update': 'Зона доставки и маркетплейсы',
  'slot.update': 'Интервал доставки изменён',
  'slot.add': 'Интервал доставки добавлен',
  'slot.delete': 'Интервал доставки удалён',
  'support.update': 'Тексты поддержки',
  'site.status': 'Работа сайта',
  'video.add': 'Видео добавлено',
  'video.delete': 'Видео удалено',
  'product.update': 'Товар изменён',
  'product.create': 'Товар добавлен',
  'product.reorder': 'Порядок товаров изменён',
  'product.archive': 'Товар убран в архив',
  'product.restore': 'Товар возвращён из архива',
  'photo.upload': 'Фото товара добавлено',
  'photo.update': 'Описание фото изменено',
  'photo.reorder': 'Порядок фото изменён',
  'photo.delete': 'Фото товара удалено',
  'order.status': 'Статус заказа',
  'order.cancel': 'Заказ отменён',
  'order.refund': 'Деньги возвращены',
  'giftcard.disable': 'Карта заблокирована',
  'giftcard.resend': 'Письмо с картой отправлено ещё раз',
  'admin.add': 'Администратор добавлен',
  'admin.remove': 'Права администратора сняты',
  'document.draft': 'Черновик документа сохранён',
  'document.publish': 'Опубликована новая редакция документа',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof auditActions;

/** Whether a code read from the log is one of today's actions (older rows may hold others). */
export const isAuditAction = (code: string): code is AuditAction => Object.hasOwn(auditActions, code);
