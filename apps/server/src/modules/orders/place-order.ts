import { createHash } from 'node:crypto';
import type { DeliveryTimeSlot, Store } from '@shop/shared/content/content-api';
import { checkoutMessages } from '@shop/shared/orders/messages';
import type { CreateOrderBody } from '@shop/shared/orders/order-api';
import { checkoutProblems } from '@shop/shared/rules/checkout-rules';
import { normaliseEmail, normalisePhone } from '@shop/shared/rules/contact-rules';
import { LOYALTY_LEVELS } from '@shop/shared/rules/loyalty';
import { orderTotals, PACKAGE_PRICE, PRESENT_PACKAGE_PRICE } from '@shop/shared/rules/order-totals';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { conflict, unprocessable } from '../../lib/refusals.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CartOwner } from '../cart/owner.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ContentService } from '../content/content.service.ts';
import * as giftCardLedger from '../gift-cards/gift-card-ledger.ts';
import type { ConsentSource, ConsentsService } from '../legal/consents.service.ts';
import type { LoyaltyService } from '../loyalty/loyalty.service.ts';
import { orderLines, type OrderGoods } from './order-lines.ts';
import { moveOrder } from './order-state.ts';
import { ledgerRef } from './order-view.ts';
import * as repo from './orders.repository.ts';

/** Turning a checkout form and a cart into an order (the transaction of ADR 0010). */

/** Who orders: the cart owner, and the account when signed in (bonuses need one). */
export interface Orderer {
  owner: CartOwner;
  userId: number | null;
}

export interface PlaceOrderDeps {
  cart: CartService;
  catalog: CatalogService;
  loyalty: LoyaltyService;
  /** The offer (and a guest's processing consent) checked and logged in the order's transaction. */
  consents: ConsentsService;
  /** How long an unpaid order keeps its goods and its payment link. */
  orderMinutes: number;
}

/** Where the order is received: a store for pickup, a slot for the courier (the other one undefined). */
export interface Where {
  store: Store | undefined;
  slot: DeliveryTimeSlot | undefined;
}

/**
 * Checks the form as the checkout does (docs/product/checkout-and-orders.md#checkout-form); answers the
 * chosen store or courier slot.
 */
export async function checkOrderForm(
  content: ContentService,
  body: CreateOrderBody,
  orderer: Orderer,
  now: Date,
): Promise<Where> {
  if (body.use_bonus && orderer.userId === null) throw unprocessable(checkoutMessages.bonusesNeedAccount);
  const [stores, slots, zone] = await Promise.all([
    content.stores(),
    content.deliveryTimeSlots(),
    content.deliverySettings(),
  ]);
  const problems = checkoutProblems(body, {
    now,
    storeNumbers: stores.map((store) => store.number),
    slotIds: slots.map((slot) => slot.id),
    courierZone: { area: zone.courier_area, places: zone.courier_places },
  });
  const first = Object.values(problems)[0];
  if (first) throw unprocessable(first);
  const type = body.delivery.delivery_type;
  return {
    store: type === 'pickup' ? stores.find((s) => s.number === body.delivery.shop_number) : undefined,
    slot: type === 'courier' ? slots.find((s) => s.id === body.delivery.slot_id) : undefined,
  };
}

/**
 * An order of electronic gift cards only is received by e-mail, and only such an order is; it has nothing
 * to pack (docs/product/gift-cards.md#buying).
 */
function checkDelivery(goods: OrderGoods, body: CreateOrderBody): void {
  const deliveryType = body.delivery.delivery_type;
  if (goods.onlyElectronicCards && deliveryType !== 'email')
    throw unprocessable(giftCardMessages.emailDeliveryOnly);
  if (!goods.onlyElectronicCards && deliveryType === 'email')
    throw unprocessable(giftCardMessages.emailDeliveryNeedsCardsOnly);
  if (deliveryType === 'email' && (body.add_package || body.add_present_package))
    throw unprocessable(giftCardMessages.emailDeliveryNoPackages);
}

/**
 * The one transaction that turns the cart into an order placed from `source` (or says why it cannot): its
 * consents are checked first and logged with the order (docs/product/personal-data.md#consents).
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  orderer: Orderer,
  body: CreateOrderBody,
  { store, slot }: Where,
  { key, hash, now, source }: { key: string | null; hash: string; now: Date; source: ConsentSource },
): Promise<repo.OrderRow | { refused: string }> {
  const { cart, catalog, loyalty, consents, orderMinutes } = deps;
  const { ip } = source;
  const packaging = await catalog.packaging();
  const wanted = [
    ...(body.add_package ? [packaging.bag ?? null] : []),
    ...(body.add_present_package ? [packaging.gift ?? null] : []),
  ];
  if (wanted.includes(null)) throw conflict(checkoutMessages.productGone('Упаковка'));
  const extras = wanted.map((product) => ({ productId: product!.id, quantity: 1 }));
  const delivery = body.delivery;

  const { cards } = await catalog.groupedSnapshot();

  return cart.takeForOrder(orderer.owner, ip, extras, now, async (tx, contents) => {
    const accepted = await consents.admitOrder(tx, orderer.userId, body.consents);
    const lines = orderLines(
      contents,
      {
        bag: body.add_package ? { ...packaging.bag!, price: PACKAGE_PRICE } : null,
        gift: body.add_present_package ? { ...packaging.gift!, price: PRESENT_PACKAGE_PRICE } : null,
      },
      cards,
    );
    checkDelivery(lines, body);
    // Locked until the order commits: parallel checkouts spending a card take turns.
    const giftCards = await giftCardLedger.lockForSpending(tx, body.gift_card_codes ?? [], now);
    const standing =
      orderer.userId === null
        ? { balance: 0, level: LOYALTY_LEVELS[0]! }
        : await loyalty.standingIn(tx, orderer.userId);
    const totals = orderTotals({
      goods: lines.goods,
      deliveryType: delivery.delivery_type,
      addPackage: body.add_package ?? false,
      addPresentPackage: body.add_present_package ?? false,
      useBonus: body.use_bonus ?? false,
      balance: standing.balance,
      level: standing.level,
      giftCardGoods: lines.giftCardGoods,
      giftCardBalances: giftCards.map((card) => card.balance),
    });
    if (totals.giftCards.some((share) => share === 0)) throw unprocessable(giftCardMessages.notNeeded);
    if (body.expected_total !== undefined && body.expected_total !== totals.total)
      return { refused: checkoutMessages.totalChanged(totals.total) };
    const order = await repo.insertOrder(
      tx,
      {
        owner: orderer.owner.key,
        userId: orderer.userId,
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        phone: normalisePhone(body.phone),
        email: normaliseEmail(body.email),
        deliveryType: delivery.delivery_type,
        shopNumber: store?.number ?? null,
        shopName: store?.name ?? null,
        shopAddress: store?.address ?? null,
        address: slot ? (delivery.address?.trim() ?? null) : null,
        deliveryDate: slot ? (delivery.date ?? null) : null,
        slotFrom: slot?.time_from ?? null,
        slotTo: slot?.time_to ?? null,
        goodsAmount: totals.goods,
        packagesAmount: totals.packages,
        deliveryAmount: totals.delivery,
        bonusSpent: totals.bonus,
        giftCardSpent: totals.giftCardTotal,
        totalAmount: totals.total,
        cashBack: orderer.userId === null ? 0 : totals.cashBack,
        idempotencyKey: key,
        requestHash: hash,
        createdAt: now,
        payUntil: new Date(now.getTime() + orderMinutes * 60_000),
        clientIp: ip,
        offerDocumentId: accepted.offer.id,
      },
      lines.lines,
    );
    const consenter = { userId: orderer.userId, email: order.email, sessionId: orderer.owner.sessionId };
    await consents.recordOrder(tx, accepted, consenter, order, source);
    if (orderer.userId !== null && totals.bonus > 0)
      await loyalty.spend(tx, ledgerRef(order, orderer.userId), totals.bonus, now);
    await giftCardLedger.spend(
      tx,
      order.id,
      giftCards.map((card, i) => ({ card, amount: totals.giftCards[i]! })),
      now,
    );
    // Nothing left to pay: the cards (and bonuses) paid for everything, no payment provider involved.
    if (order.totalAmount === 0)
      return (await moveOrder(tx, loyalty, order, { to: 'paid', by: 'payment', now })).row;
    return order;
  });
}

const MAX_IDEMPOTENCY_KEY = 100;
export function checkedKey(key: string | undefined): string | null {
  if (key === undefined || key === '') return null;
  if (key.length > MAX_IDEMPOTENCY_KEY || !/^[\x21-\x7e]+$/.test(key))
    throw unprocessable('Idempotency-Key: до 100 печатных символов ASCII');
  return key;
}

/** What makes two submits "the same request": the body without the session id. */
export function requestHash(body: CreateOrderBody): string {
  const { session_id: _session, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url');
}
