import type { Order } from '@shop/shared/orders/order-api';
import type { Card } from '@shop/shared/rules/cards';
import { useEffect, useRef } from 'react';
import { trackDetail, trackPurchase } from './track.ts';

/** The product page: one 'detail' each time a product is opened (not when its data is read again). */
export function useProductView(card: Card): void {
  const latest = useRef(card);
  useEffect(() => {
    latest.current = card;
  });
  const { id } = card;
  useEffect(() => trackDetail(latest.current), [id]);
}

/**
 * The orders page: the order the address names (the payment's way back, or the checkout's when gift cards
 * paid everything) is reported once it is paid; trackPurchase remembers it so that it never counts twice.
 */
export function usePurchaseReport(order: Order | undefined): void {
  useEffect(() => {
    if (order) trackPurchase(order);
  }, [order]);
}
