import { cartMessages } from '@shop/shared/cart/messages';
import type { GiftCardChoice } from '@shop/shared/orders/order-api';
import { errorMessage } from '@/lib/api-client.ts';
import { trackCartChange } from '@/features/analytics';
import { addCartLine } from '../api/cart-api.ts';
import { refreshBasket } from './basket-actions.ts';
import { showCartNotice, useCartStore } from './cart-store.ts';

/**
 * Puts a product into the server's cart (a gift card with its recipient's details, when given). The badge
 * counts the units at once; if the server refuses, they are taken back and its message (e.g. how many are
 * left) is shown.
 */
export async function addToCart(
  productId: number,
  quantity: number,
  giftCard?: GiftCardChoice,
): Promise<boolean> {
  useCartStore.setState((state) => ({ pendingUnits: state.pendingUnits + quantity, notice: null }));
  const settle = () =>
    useCartStore.setState((state) => ({ pendingUnits: Math.max(0, state.pendingUnits - quantity) }));
  try {
    await addCartLine(productId, quantity, giftCard);
  } catch (error) {
    settle();
    showCartNotice(errorMessage(error, cartMessages.addFailed));
    return false;
  }
  try {
    await refreshBasket();
  } catch {
    showCartNotice(cartMessages.loadFailed);
  }
  // The confirmed lines are in the store by now: the badge never dips.
  settle();
  trackCartChange(
    useCartStore.getState().items.find((item) => item.originalProduct === productId),
    quantity,
  );
  return true;
}
