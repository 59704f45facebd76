import { cartMessages } from '@shop/shared/cart/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { basketQuery } from '../api/cart-api.ts';
import { publishBasket } from '../model/basket-actions.ts';
import { showCartNotice } from '../model/cart-store.ts';
import { CartNotice } from './cart-notice.tsx';

/**
 * Loads the guest's cart from the server and publishes it to the shell's store, and shows the cart's
 * messages. Loaded after the first page, so the first paint carries none of it.
 */
export default function CartSync() {
  const { data, error } = useQuery(basketQuery, usePageQueryClient());
  useEffect(() => {
    if (data) publishBasket(data);
  }, [data]);
  useEffect(() => {
    if (!error) return;
    // A guest without a session id is told so; anything else is the generic load failure
    // (docs/product/cart.md#errors).
    showCartNotice(
      error instanceof ApiError && error.status === 400 ? error.detail : cartMessages.loadFailed,
    );
  }, [error]);
  return <CartNotice />;
}
