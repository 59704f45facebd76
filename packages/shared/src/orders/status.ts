/**
 * An order's statuses and every move between them, with who makes it (docs/decisions/0010): the one
 * table the server's state machine (apps/server/src/modules/orders/order-state.ts adds what each move
 * does to stock, bonuses and mail) and the storefront's order screens read. No zod, so pages can use it
 * without the API schemas.
 */

/** Fulfilment steps staff move a paid order through (/admin); the shopper's history shows them too. */
export const fulfilmentStatuses = ['assembling', 'ready', 'with_courier', 'handed_over'] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

export const orderStatuses = [
  'awaiting_payment',
  'paid',
  ...fulfilmentStatuses,
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Statuses of an order whose money the shop holds: paid and every fulfilment step. */
export const paidStatuses: readonly OrderStatus[] = ['paid', ...fulfilmentStatuses];
export const isPaidStatus = (status: OrderStatus): boolean => paidStatuses.includes(status);

/**
 * A paid order is 'done', an unpaid one 'progress' (docs/product/checkout-and-orders.md); a cancelled
 * one says so, and one cancelled after payment says where the money went.
 */
export const orderStatusLabels: Record<OrderStatus, string> = {
  paid: 'Завершен',
  awaiting_payment: 'В процессе',
  assembling: 'Собирается',
  ready: 'Готов к выдаче',
  with_courier: 'Передан курьеру',
  handed_over: 'Выдан',
  cancelled: 'Отменён',
  refunded: 'Деньги возвращены',
};

/**
 * What staff call each status (/admin): a paid order still has to be assembled, so to them it is not
 * 'Завершен' yet.
 */
export const staffStatusLabels: Record<OrderStatus, string> = {
  ...orderStatusLabels,
  paid: 'Оплачен, ждёт сборки',
};

/**
 * The shopper's badge keeps the words of the history (every paid status is 'Завершен'); the fulfilment
 * step is said beneath it (fulfilmentNote).
 */
export const shopperBadgeStatus = (status: OrderStatus): OrderStatus =>
  isPaidStatus(status) ? 'paid' : status;

/** The step of a paid order, as the shopper's history says it beneath the badge; null before assembly. */
export function fulfilmentNote(
  status: OrderStatus,
  delivery: { delivery_type: string; shop_name?: string | null },
): string | null {
  switch (status) {
    case 'assembling':
      return 'Собирается';
    case 'ready':
      return delivery.shop_name ? `Готов к выдаче — ждём вас в ${delivery.shop_name}` : 'Готов к выдаче';
    case 'with_courier':
      return 'Передан курьеру';
    case 'handed_over':
      return delivery.delivery_type === 'courier' ? 'Доставлен' : 'Выдан';
    default:
      return null;
  }
}

/**
 * Who moves an order: `system` when its payment time has run out (the sweep, or whoever reads the
 * owner's orders first), `payment` when the provider confirms its money, `admin` in /admin. A shopper
 * moves none: reading their orders only lets the system settle them.
 */
export const orderActors = ['system', 'payment', 'admin'] as const;
export type OrderActor = (typeof orderActors)[number];

/** What a move is; the server attaches its effects by kind. */
export type OrderMoveKind = 'pay' | 'lapse' | 'cancel' | 'step' | 'step_back' | 'refund';

export interface OrderMove {
  kind: OrderMoveKind;
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
  /** Only for orders received this way (a pickup order is never handed to a courier). */
  delivery?: 'pickup' | 'courier';
}

const refundFrom = paidStatuses.map((from): OrderMove => ({
  kind: 'refund',
  from,
  to: 'refunded',
  by: 'admin',
}));

/**
 * Every allowed move: awaiting_payment → paid (or → cancelled when its time runs out, or by an admin);
 * paid → assembling → ready (pickup) or with_courier (courier) → handed_over, with one step back from
 * ready or with_courier when a click was a mistake; any paid status → refunded (money, stock and bonuses
 * back). handed_over is final unless refunded; cancelled and refunded are final. Forward steps come
 * before the step back: screens offer them in this order.
 */
export const orderMoves: readonly OrderMove[] = [
  { kind: 'pay', from: 'awaiting_payment', to: 'paid', by: 'payment' },
  { kind: 'lapse', from: 'awaiting_payment', to: 'cancelled', by: 'system' },
  { kind: 'cancel', from: 'awaiting_payment', to: 'cancelled', by: 'admin' },
  { kind: 'step', from: 'paid', to: 'assembling', by: 'admin' },
  { kind: 'step', from: 'assembling', to: 'ready', by: 'admin', delivery: 'pickup' },
  { kind: 'step', from: 'assembling', to: 'with_courier', by: 'admin', delivery: 'courier' },
  { kind: 'step', from: 'ready', to: 'handed_over', by: 'admin' },
  { kind: 'step_back', from: 'ready', to: 'assembling', by: 'admin' },
  { kind: 'step', from: 'with_courier', to: 'handed_over', by: 'admin' },
  { kind: 'step_back', from: 'with_courier', to: 'assembling', by: 'admin' },
  ...refundFrom,
];

/**
 * Whether a move applies to an order received this way: a move for one delivery only to that one, and
 * no fulfilment step to an order of electronic gift cards ('email'), whose cards go out by mail.
 */
export function moveFits(move: OrderMove, deliveryType: 'pickup' | 'courier' | 'email'): boolean {
  if (deliveryType === 'email') return move.kind !== 'step' && move.kind !== 'step_back';
  return (move.delivery ?? deliveryType) === deliveryType;
}

/**
 * The fulfilment steps staff may take from an order's status (PATCH /api/admin/orders/{id}), forward
 * ones first: the server enforces them; the order screen offers only these buttons.
 */
export function fulfilmentStepsFrom(
  status: OrderStatus,
  deliveryType: 'pickup' | 'courier' | 'email',
): FulfilmentStatus[] {
  return orderMoves
    .filter((move) => move.kind === 'step' || move.kind === 'step_back')
    .filter((move) => move.from === status && moveFits(move, deliveryType))
    .map((move) => move.to as FulfilmentStatus);
}

/** An admin may cancel the order (an unpaid one is cancelled, a paid one refunded). */
export const adminMayCancel = (status: OrderStatus): boolean =>
  orderMoves.some(
    (move) => move.by === 'admin' && move.from === status && ['cancel', 'refund'].includes(move.kind),
  );
