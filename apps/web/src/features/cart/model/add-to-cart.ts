import { cartMessages } from '@shop/shared/cart';
import { ApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { addCartLine, basketQuery } from '../api/cart-api.ts';
import { basketItems } from './basket-items.ts';
import { useCartStore } from './cart-store.ts';

/**
 * Puts a product into the server's cart. The badge counts the units at once; if the server refuses, they
 * are taken back and its message (e.g. how many are left) is shown.
 */
export async function addToCart(productId: number, quantity: number): Promise<boolean> {
  useCartStore.setState((state) => ({ pendingUnits: state.pendingUnits + quantity, notice: null }));
  try {
    await addCartLine(productId, quantity);
    const basket = await queryClient.fetchQuery({ ...basketQuery, staleTime: 0 });
    // The confirmed lines replace the pending units in one step: the badge never dips.
    useCartStore.setState((state) => ({
      items: basketItems(basket),
      reservedUntil: basket.reservedUntil,
      pendingUnits: Math.max(0, state.pendingUnits - quantity),
    }));
    return true;
  } catch (error) {
    useCartStore.setState((state) => ({
      pendingUnits: Math.max(0, state.pendingUnits - quantity),
      notice: error instanceof ApiError ? error.detail : cartMessages.addFailed,
    }));
    return false;
  }
}
