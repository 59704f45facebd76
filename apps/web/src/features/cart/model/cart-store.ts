import type { GiftCardChoice } from '@shop/shared/orders/order-api';
import { create } from 'zustand';

/** A basket line (docs/product/cart.md#basket): a cart line or a whole box. */
export interface BasketItem {
  /** Unique across lines and boxes (their ids are separate sequences). */
  key: string;
  /** The cart line's or the box's id on the server. */
  id: number;
  cart_item_id: number;
  name: string;
  /** Whole rubles per unit (a box: its whole price). */
  price: number;
  count: number;
  type: 'product' | 'merch' | 'box' | 'package';
  /** ISO time it was put into the cart. */
  date: string;
  image: string | null;
  /** The product id a line is of (null for boxes). */
  originalProduct: number | null;
  size: string | null;
  /** A box's flavours. */
  list?: { name: string; price: number; count: number }[];
  /** A gift card line's recipient and send date (null or absent: not a gift, or a card to the buyer). */
  giftCard?: GiftCardChoice | null;
  /** Why it can no longer be bought (its product, or a box's flavour, left the shop); absent while it can. */
  unavailable?: string | null;
}

export interface CartNotice {
  text: string;
  tone: 'error' | 'success';
}

interface CartState {
  items: BasketItem[];
  /** Units added but not yet confirmed by the server: the badge counts them at once. */
  pendingUnits: number;
  /** The last cart message to show the shopper (docs/product/cart.md#errors), until dismissed. */
  notice: CartNotice | null;
  /** When the reservation of the cart ends (ISO), null for an empty cart. */
  reservedUntil: string | null;
}

/**
 * The shell's view of the basket. The server's cart is the truth: cart-sync.tsx copies it in, so the header
 * shows the count without loading TanStack Query with the first page (first-load budget).
 */
const emptyCart: CartState = { items: [], pendingUnits: 0, notice: null, reservedUntil: null };

export const useCartStore = create<CartState>()(() => emptyCart);

/** Back to an empty cart (tests). */
export const resetCartStore = () => useCartStore.setState(emptyCart, true);

/** Number of units in the basket (a box counts once): the cart icon's badge. */
export const selectCartCount = (state: CartState) =>
  state.items.reduce((sum, item) => sum + item.count, 0) + state.pendingUnits;

export const selectCartTotal = (state: CartState) =>
  state.items.reduce((sum, item) => sum + item.price * item.count, 0);

/** How many units of a product the basket holds (the add button's hover label). */
export const selectUnitsOf = (productId: number | null) => (state: CartState) =>
  productId === null
    ? 0
    : state.items
        .filter((item) => item.originalProduct === productId)
        .reduce((sum, item) => sum + item.count, 0);

/** Shows a cart message (an error unless said otherwise); null hides it. */
export const showCartNotice = (text: string | null, tone: CartNotice['tone'] = 'error') =>
  useCartStore.setState({ notice: text === null ? null : { text, tone } });
