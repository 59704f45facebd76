import { z } from 'zod';
import { contactsInfoSchema, deliveryTimeSlotSchema, reviewVideoSchema } from './content.ts';
import { fulfilmentStatuses, orderStatuses } from './orders/status.ts';
import { INT32_MAX, idParamSchema } from './ids.ts';
import { orderSchema } from './orders.ts';
import { isEmail, isPhone } from './rules/contact-rules.ts';

/**
 * The admin API (/admin, docs/product/admin.md): content edits plus catalogue, orders, dashboard, admins and
 * the audit log (issue 12). Errors are `{"detail": …}` with the Russian texts below.
 */

export const adminMessages = {
  // docs/product/admin.md#errors; used by every admin route.
  noData: 'Не переданы данные для обновления',
  tokenInvalid: 'Не передан или недействителен токен',
  notAdmin: 'Пользователь не является администратором',
  siteClosed: 'Сайт временно не работает. Мы уже исправляем проблему — попробуйте оформить заказ чуть позже',
  slotOrder: 'Время начала должно быть раньше времени окончания',
  slotBounds: 'Интервал должен быть в пределах курьерского дня: с 09:00 до 22:00',
  slotNotFound: 'Интервал доставки не найден',
  lastSlot: 'Нельзя удалить последний интервал доставки',
  unknownQuestion: 'Неизвестный вопрос раздела',
  productNotFound: 'Товар не найден',
  stockBelowHeld: (held: number) =>
    `Нельзя поставить остаток меньше ${held} шт.: столько уже отложено в корзинах и неоплаченных заказах`,
  orderNotFound: 'Заказ не найден',
  statusNotAllowed: 'Такой статус нельзя поставить этому заказу',
  cancelNotAllowed: 'Этот заказ уже нельзя отменить',
  lastAdmin: 'Нельзя снять права с последнего администратора',
  envAdmin: 'Этот администратор задан в ADMIN_EMAILS: уберите адрес оттуда',
  adminNotFound: 'Администратор не найден',
  videoTooBig: (mb: number) => `Файл больше ${mb} МБ`,
  videoType: 'Загрузите видео MP4 или WebM',
  posterType: 'Обложка должна быть картинкой JPEG, PNG или WebP',
  videoFields: 'Укажите название и выберите файл',
  videoNotFound: 'Видео не найдено',
  videoTitleLong: (max: number) => `Название не длиннее ${max} символов`,
  videoDescriptionLong: (max: number) => `Описание не длиннее ${max} символов`,
} as const;

/** Courier slots lie within this day (HH:MM, Moscow time). */
export const COURIER_DAY = { from: '09:00', to: '22:00' } as const;
/** Products at or below this many free units show on the dashboard. */
export const LOW_STOCK_UNITS = 10;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Время в формате ЧЧ:ММ');
const link = z
  .string()
  .trim()
  .max(300)
  .refine((value) => /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(value), 'Ссылка должна начинаться с https://');

/** PATCH /api/admin/contacts_info: any of the six fields (none → 400 noData). */
export const contactsUpdateSchema = z
  .object({
    email_staff: z.string().trim().refine(isEmail, 'Некорректный email'),
    email_clients: z.string().trim().refine(isEmail, 'Некорректный email'),
    phone: z.string().trim().refine(isPhone, 'Некорректный номер телефона'),
    vk_link: link,
    tg_group_link: link,
    tg_personal_link: link,
  })
  .partial()
  .strict();
export type ContactsUpdate = z.infer<typeof contactsUpdateSchema>;
export { contactsInfoSchema };

/** PATCH /api/admin/delivery-times/{id} and POST /api/admin/delivery-times. */
export const deliverySlotBodySchema = z.object({ time_from: hhmm, time_to: hhmm }).strict();
export type DeliverySlotBody = z.infer<typeof deliverySlotBodySchema>;
export { deliveryTimeSlotSchema };

/** PATCH /api/admin/support_*: answers by question id of the section (plain text, ≤ 4000 characters). */
export const supportUpdateSchema = z.record(z.string(), z.string().trim().max(4000));

/** PATCH /api/admin/site-status. */
export const siteStatusUpdateSchema = z.object({ is_active: z.boolean() }).strict();

/** A review clip as the admin list shows it (poster_path: the frame picked at upload, if any). */
export const adminReviewVideoSchema = reviewVideoSchema.extend({ poster_path: z.string().nullable() });
export type AdminReviewVideo = z.infer<typeof adminReviewVideoSchema>;

/** Upload limits of POST /api/admin/review-videos (multipart title, description, file, optional poster). */
export const VIDEO_MAX_MB = 100;
export const POSTER_MAX_MB = 2;
export const VIDEO_TITLE_MAX = 120;
export const VIDEO_DESCRIPTION_MAX = 500;

/** A product as the catalogue editor sees it: stock with what is held and reserved. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  /** Units on the shelves. */
  quantity: z.number().int(),
  /** Units held in live carts and unpaid orders within their hour. */
  held: z.number().int(),
  active: z.boolean(),
  popular: z.boolean(),
  novelty: z.boolean(),
  recommended: z.boolean(),
  description: z.string(),
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  fat: z.number().nullable(),
  carbohydrates: z.number().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const nutrient = z.number().min(0).max(10_000).nullable();
/** PATCH /api/admin/products/{id}: any of these (none → 400 noData). */
export const productUpdateSchema = z
  .object({
    price: z.number().int().min(1).max(1_000_000),
    quantity: z.number().int().min(0).max(1_000_000),
    active: z.boolean(),
    popular: z.boolean(),
    novelty: z.boolean(),
    recommended: z.boolean(),
    description: z.string().trim().max(4000),
    calories: nutrient,
    protein: nutrient,
    fat: nutrient,
    carbohydrates: nutrient,
  })
  .partial()
  .strict();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** GET /api/admin/orders: search by number, e-mail or phone; filter by status and Moscow day. */
export const adminOrdersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(orderStatuses).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  offset: z.coerce.number().int().min(0).max(INT32_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrdersAnswerSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number().int(),
});
export type AdminOrdersAnswer = z.infer<typeof adminOrdersAnswerSchema>;

/** PATCH /api/admin/orders/{id}: a fulfilment step. */
export const orderStatusUpdateSchema = z.object({ status: z.enum(fulfilmentStatuses) }).strict();
/** POST /api/admin/orders/{id}/cancel: a paid order is refunded, an unpaid one frees its goods. */
export const orderCancelSchema = z.object({ reason: z.string().trim().min(1).max(300) }).strict();

export const dashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), paid_orders: z.number().int(), revenue: z.number().int() }),
  /** The last 30 Moscow days, oldest first, paid money by the day it was paid (refunds taken off). */
  revenue_30d: z.array(z.object({ date: z.string(), revenue: z.number().int(), orders: z.number().int() })),
  low_stock: z.array(z.object({ id: z.number().int(), name: z.string(), available: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const adminAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Named in ADMIN_EMAILS: made admin at every sign-in, so it cannot be removed here. */
  from_env: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const addAdminSchema = z
  .object({ email: z.string().trim().toLowerCase().refine(isEmail, 'Некорректный email') })
  .strict();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_email: z.string(),
  /** e.g. 'contacts.update', 'product.update', 'order.status', 'order.refund', 'site.status', 'admin.add'. */
  action: z.string(),
  /** What it touched, e.g. 'product:12', 'order:1042', 'support:back'. */
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  /** Entries older than this id (the next page). */
  before: idParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * Why a courier slot cannot be saved, or null: from before to, both within COURIER_DAY ('HH:MM' strings
 * compare in time order). The server checks it; a form may show it before sending.
 */
export function deliverySlotProblem(slot: DeliverySlotBody): string | null {
  if (slot.time_from >= slot.time_to) return adminMessages.slotOrder;
  if (slot.time_from < COURIER_DAY.from || slot.time_to > COURIER_DAY.to) return adminMessages.slotBounds;
  return null;
}
