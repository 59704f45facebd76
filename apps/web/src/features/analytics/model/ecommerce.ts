import type { Order, OrderItem } from '@shop/shared/orders/order-api';
import type { Card } from '@shop/shared/rules/cards';
import { classifyCartItem, type CartItemType } from '@shop/shared/rules/classification';
import { analyticsAllowed } from './consent.ts';
import { pageLeaving, watchLeaving } from './leaving.ts';
import { ECOMMERCE_BRAND, ecommerceCategories } from './strings.ts';

/**
 * The shop's e-commerce events for Yandex Metrica (docs/product/personal-data.md#web-analytics): a product
 * viewed, units added to and removed from the cart, an order paid. Each is one object pushed into
 * window.dataLayer, which the counter reads (`ecommerce: 'dataLayer'`). Nothing happens unless the counter
 * may run in this page (the visitor accepted analytics before it loaded), nor while the page is being left
 * (leaving.ts). The pages reach these through track.ts, which loads this module only when they may run.
 */

/** A product as Metrica's e-commerce reports know it (prices in whole rubles). */
export interface EcommerceProduct {
  id: string;
  name: string;
  price: number;
  brand: string;
  category: string;
  variant?: string;
  quantity?: number;
}

export type EcommerceAction = 'detail' | 'add' | 'remove' | 'purchase';

export interface EcommerceEvent {
  ecommerce: {
    currencyCode: 'RUB';
  } & Partial<
    Record<EcommerceAction, { actionField?: { id: string; revenue: number }; products: EcommerceProduct[] }>
  >;
}

/**
 * Pushes one event, its products worked out only when it goes: nothing here may break the shop's own page
 * (a product it cannot describe is left out, the event with it).
 */
function push(
  action: EcommerceAction,
  products: () => EcommerceProduct[],
  actionField?: { id: string; revenue: number },
): boolean {
  if (!analyticsAllowed()) return false;
  watchLeaving();
  if (pageLeaving()) return false;
  let list: EcommerceProduct[];
  try {
    list = products();
  } catch {
    return false;
  }
  if (list.length === 0) return false;
  const event: EcommerceEvent = {
    ecommerce: {
      currencyCode: 'RUB',
      [action]: actionField ? { actionField, products: list } : { products: list },
    },
  };
  (window.dataLayer ??= []).push(event);
  return true;
}

// What a product is, by the words each source has: catalogue cards, cart lines and order items agree.
const categoryOfCard = (card: Card) =>
  card.kind === 'merch'
    ? ecommerceCategories.merch
    : card.kind === 'box'
      ? ecommerceCategories.box
      : ecommerceCategories.product;
const categoryOfLine = (type: CartItemType | 'box') => ecommerceCategories[type];

/** The price of one unit a card shows (a regular card's chosen pack counts per unit). */
const unitPriceOf = (card: Card) =>
  card.kind === 'regular'
    ? (card.selectedQuantityOption?.pricePerUnit ?? card.unitPrice ?? card.price.current)
    : card.price.current;

/** A product page's card as Metrica's product. */
export const cardProduct = (card: Card): EcommerceProduct => ({
  id: card.id,
  name: card.title,
  price: unitPriceOf(card),
  brand: ECOMMERCE_BRAND,
  category: categoryOfCard(card),
});

/** What a cart line tells about its product (features/cart's BasketItem has all of it). */
export interface CartLineLike {
  /** The product id; null for a custom box. */
  originalProduct: number | null;
  /** The name without a merch size. */
  name: string;
  /** Per unit, whole rubles. */
  price: number;
  type: CartItemType | 'box';
  size: string | null;
}

const lineProduct = (line: CartLineLike, quantity: number): EcommerceProduct => ({
  id: line.originalProduct === null ? 'box' : String(line.originalProduct),
  name: line.name,
  price: line.price,
  brand: ECOMMERCE_BRAND,
  category: categoryOfLine(line.type),
  ...(line.size ? { variant: line.size } : {}),
  quantity,
});

const orderItemProduct = (item: OrderItem): EcommerceProduct => ({
  id: item.product_id === null ? 'box' : String(item.product_id),
  name: item.name,
  price: item.price,
  brand: ECOMMERCE_BRAND,
  category:
    item.kind === 'box' || item.kind === 'package'
      ? ecommerceCategories[item.kind]
      : categoryOfLine(classifyCartItem(item.name)),
  quantity: item.quantity,
});

/** A product page was opened. */
export function trackDetail(card: Card): void {
  push('detail', () => [cardProduct(card)]);
}

/**
 * A cart line's units changed by `delta`: more is 'add' ('В корзину', a larger quantity), fewer is
 * 'remove' (removal, a smaller quantity). An unknown line (not in the cart after all) counts nothing.
 */
export function trackCartChange(line: CartLineLike | undefined, delta: number): void {
  if (!line || delta === 0 || !Number.isFinite(delta)) return;
  push(delta > 0 ? 'add' : 'remove', () => [lineProduct(line, Math.abs(delta))]);
}

/** Orders already reported from this browser (their ids), so that no order counts twice. */
const REPORTED_KEY = 'analyticsPurchases';
const REPORTED_KEEP = 100;
/** A paid order is reported only when its shopper comes back to it soon after placing it. */
const PURCHASE_WINDOW_MS = 24 * 60 * 60 * 1000;
const reportedHere = new Set<number>();

function reported(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(REPORTED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function remember(orderId: number): void {
  reportedHere.add(orderId);
  try {
    localStorage.setItem(REPORTED_KEY, JSON.stringify([...reported(), orderId].slice(-REPORTED_KEEP)));
  } catch {
    // Storage refused: this page still remembers it.
  }
}

/**
 * An order was paid (the shopper is back from the payment page, or gift cards paid everything): its number,
 * what it cost after bonuses (money and gift cards alike) and its products; once per order.
 */
export function trackPurchase(order: Order, now: Date = new Date()): void {
  if (!order.is_paid || !analyticsAllowed()) return;
  if (now.getTime() - Date.parse(order.created_at) > PURCHASE_WINDOW_MS) return;
  if (reportedHere.has(order.id) || reported().includes(order.id)) return;
  const sent = push('purchase', () => order.items.map(orderItemProduct), {
    id: order.retailcrm_id,
    revenue: order.total_amount + order.gift_card_spent,
  });
  if (sent) remember(order.id);
}
