import { cartMessages } from '@shop/shared/cart/messages';
import { errorMessage } from '@/lib/api-client.ts';
import { trackCartChange } from '@/features/analytics';
import { queryClient } from '@/lib/query-client.ts';
import {
  basketQuery,
  removeBox,
  removeCartLine,
  setCartLineQuantity,
  type ServerBasket,
} from '../api/cart-api.ts';
import { afterBasketEmptied, useBasketOptions } from './basket-options.ts';
import { basketItems } from './basket-items.ts';
import { showCartNotice, useCartStore, type BasketItem } from './cart-store.ts';

/**
 * Copies the server's basket into the shell's store. When the basket becomes empty the checkout choices go
 * back to their defaults (docs/product/cart.md#basket).
 */
export function publishBasket(basket: ServerBasket): void {
  const items = basketItems(basket);
  const wasFilled = useCartStore.getState().items.length > 0;
  useCartStore.setState({ items, reservedUntil: basket.reservedUntil });
  if (wasFilled && items.length === 0) useBasketOptions.setState(afterBasketEmptied);
}

/** Reads the basket from the server again and publishes it. */
export async function refreshBasket(): Promise<ServerBasket> {
  const basket = await queryClient.fetchQuery({ ...basketQuery, staleTime: 0 });
  publishBasket(basket);
  return basket;
}

/**
 * The basket changed owner (sign-in moves the guest's cart into the account; logout shows the guest's
 * again): the query is fetched anew and cart-sync.tsx publishes it.
 */
export const reloadBasket = () => queryClient.invalidateQueries({ queryKey: basketQuery.queryKey });

/**
 * Runs a change on the server, then shows the server's basket; on failure says why
 * (docs/product/cart.md#errors). `done` reports a change the server made (analytics).
 */
async function change(run: () => Promise<unknown>, fallback: string, done: () => void): Promise<boolean> {
  showCartNotice(null);
  try {
    await run();
    done();
    await refreshBasket();
    return true;
  } catch (error) {
    showCartNotice(errorMessage(error, fallback));
    // Whatever happened, show what the server now holds (undoing the optimistic change).
    await refreshBasket().catch(() => undefined);
    return false;
  }
}

/** Sets a cart line's quantity; the row shows it at once. */
export function changeQuantity(item: BasketItem, quantity: number): Promise<boolean> {
  useCartStore.setState((state) => ({
    items: state.items.map((each) => (each.key === item.key ? { ...each, count: quantity } : each)),
  }));
  return change(
    () => setCartLineQuantity(item.id, quantity),
    cartMessages.updateFailed,
    () => trackCartChange(item, quantity - item.count),
  );
}

const removeItem = (item: BasketItem) => (item.type === 'box' ? removeBox(item.id) : removeCartLine(item.id));

/** Takes a line or a box out of the basket; the row goes at once. */
export function removeFromBasket(item: BasketItem): Promise<boolean> {
  useCartStore.setState((state) => ({ items: state.items.filter((each) => each.key !== item.key) }));
  return change(
    () => removeItem(item),
    cartMessages.deleteFailed,
    () => trackCartChange(item, -item.count),
  );
}

/** Takes everything out of the basket (one call per line and box: the API has no bulk delete). */
export function emptyBasket(): Promise<boolean> {
  const { items } = useCartStore.getState();
  return change(
    () => Promise.all(items.map(removeItem)),
    cartMessages.deleteFailed,
    () => items.forEach((item) => trackCartChange(item, -item.count)),
  );
}
