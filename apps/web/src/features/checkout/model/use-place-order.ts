import { checkoutMessages, orderMessages } from '@shop/shared/orders/messages';
import type { CreateOrderBody } from '@shop/shared/orders/order-api';
import { fieldOfProblem, type CheckoutField } from '@shop/shared/rules/checkout-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { userQuery } from '@/features/auth';
import { refreshBasket, showCartNotice } from '@/features/cart';
import { markOrderPlaced } from '@/features/orders';
import { storesQuery } from '@/features/contacts';
import { createOrder } from '../api/create-order.ts';
import { deliveryTimesQuery } from '../api/get-delivery-times.ts';
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency-key.ts';
import { checkoutStrings } from './strings.ts';

export interface PlaceOrder {
  sending: boolean;
  /** Why the last submit made no order (the server's detail), shown above the pay button. */
  message: string | null;
  /**
   * Sends the order (the body is built here, so that a guest without a session id hears why); on success
   * the browser goes to the payment page, or to the orders when gift cards paid for everything. The
   * fingerprint tells a retry of the same order from a new one.
   */
  place: (
    body: () => CreateOrderBody | Promise<CreateOrderBody>,
    fingerprint: (body: CreateOrderBody) => string,
  ) => Promise<void>;
}

/** Where a refusal about one field of the form goes (next to that field). */
export type FieldProblem = (field: CheckoutField, problem: string) => void;

/**
 * Submitting the checkout. A refusal (4xx) is final for that attempt: its detail is shown and the next
 * submit gets a new key. A conflict (409: stock, price, total) also re-reads the basket and the bonus
 * balance, so that the list and the summary show what the server now holds. A lost answer keeps the key:
 * pressing again cannot make a second order.
 */
export function usePlaceOrder(onFieldProblem: FieldProblem): PlaceOrder {
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const navigate = useNavigate();

  const place: PlaceOrder['place'] = async (buildBody, fingerprint) => {
    if (sending) return;
    setSending(true);
    setMessage(null);
    try {
      const body = await buildBody();
      const answer = await createOrder(body, idempotencyKeyFor(fingerprint(body)));
      forgetIdempotencyKey();
      // The header's way back to pay it (an order the gift cards paid needs none).
      if (answer.order.status !== 'paid') markOrderPlaced();
      if (answer.payment_url) {
        // Still 'sending' while the payment page loads: no second press.
        window.location.assign(answer.payment_url);
        return;
      }
      if (answer.order.status === 'paid') {
        // Gift cards paid for everything: nothing to pay through the provider.
        showCartNotice(checkoutStrings.paidByCards(answer.order.retailcrm_id), 'success');
      } else {
        // The order exists but the payment provider did not answer: it waits in the history with 'Оплатить'.
        showCartNotice(orderMessages.paymentUnavailable);
      }
      await refreshBasket().catch(() => undefined);
      void navigate(`/personalAccount/orders?order=${answer.order.id}`);
      return;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status >= 400 && status < 500) forgetIdempotencyKey();
      const detail = errorMessage(error, checkoutMessages.createFailed);
      setMessage(detail);
      const field = status === 422 ? fieldOfProblem(detail) : null;
      if (field) {
        onFieldProblem(field, detail);
        // A store or slot the server no longer knows: the choices on screen are out of date.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: deliveryTimesQuery.queryKey }),
          queryClient.invalidateQueries({ queryKey: storesQuery.queryKey }),
        ]);
      }
      if (status === 409) {
        await Promise.all([
          refreshBasket().catch(() => undefined),
          queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
        ]);
      }
    }
    setSending(false);
  };

  return { sending, message, place };
}
