import { flattenProducts } from '@shop/shared/rules/classification';
import type { Order } from '@shop/shared/orders/order-api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { showCartNotice } from '@/features/cart';
import { catalogDataOf, groupedProductsQuery, productsLoadError } from '@/features/catalog-data';
import { payOrder } from '../api/pay-order.ts';
import { repeatOrder } from './repeat-order.ts';
import { repeatPlan } from './repeat-plan.ts';
import { ordersStrings } from './strings.ts';

export interface OrderActions {
  busy: 'pay' | 'repeat' | null;
  /** Why the last action failed, shown beside its button. */
  message: string | null;
  pay: () => Promise<void>;
  repeat: () => Promise<void>;
}

/** 'Оплатить' (a payment link, then the payment page) and 'Повторить' (the goods again, then the catalogue). */
export function useOrderActions(order: Order, guest: boolean): OrderActions {
  const [busy, setBusy] = useState<OrderActions['busy']>(null);
  const [message, setMessage] = useState<string | null>(null);
  const navigate = useNavigate();

  const pay = async () => {
    setBusy('pay');
    setMessage(null);
    try {
      const { payment_url } = await payOrder(order.id, guest);
      window.location.assign(payment_url);
      return;
    } catch (error) {
      setMessage(errorMessage(error, ordersStrings.payFailed));
      // Paid or cancelled meanwhile: the list shows the status it now has.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: ['orders'] });
      }
    }
    setBusy(null);
  };

  const repeat = async () => {
    setBusy('repeat');
    setMessage(null);
    // Stock and prices as the catalogue has them now.
    const groups = await queryClient.fetchQuery(groupedProductsQuery).catch(() => null);
    if (!groups) {
      setMessage(productsLoadError);
      setBusy(null);
      return;
    }
    const products = new Map(flattenProducts(groups).map(({ product }) => [product.id, product]));
    const missing = await repeatOrder(repeatPlan(order, products, catalogDataOf(groups).cards));
    if (missing.length > 0) showCartNotice(ordersStrings.repeatSkipped(missing.join(', ')));
    else showCartNotice(ordersStrings.repeated(order.retailcrm_id), 'success');
    void navigate('/catalog');
  };

  return { busy, message, pay, repeat };
}
