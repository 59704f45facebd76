import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePageQueryClient } from '../../../lib/query-client.ts';
import { basketQuery } from '../api/cart-api.ts';
import { basketItems } from '../model/basket-items.ts';
import { useCartStore } from '../model/cart-store.ts';

/** Loads the guest's cart from the server and publishes it to the shell's store; renders nothing. */
export default function CartSync() {
  const { data } = useQuery(basketQuery, usePageQueryClient());
  useEffect(() => {
    if (data) useCartStore.setState({ items: basketItems(data), reservedUntil: data.reservedUntil });
  }, [data]);
  return null;
}
