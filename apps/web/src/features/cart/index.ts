/**
 * features/cart's public entry, the only one other features import: the cart: its store, the calls that
 * change it, the add button, the basket list and the checkout's options.
 */
export {
  addCartLine,
  basketQuery,
  getBasket,
  removeBox,
  removeCartLine,
  setCartLineQuantity,
} from './api/cart-api.ts';
export { AddToCartButton } from './components/add-to-cart-button.tsx';
export type { CartLineRequest } from './components/add-to-cart-button.tsx';
export { BasketList } from './components/basket-list.tsx';
export { CartNotice } from './components/cart-notice.tsx';
export { default as CartSync } from './components/cart-sync.tsx';
export { publishBasket, refreshBasket, reloadBasket } from './model/basket-actions.ts';
export { defaultBasketOptions, useBasketOptions } from './model/basket-options.ts';
export { giftCardRecipient, isGiftCardItem } from './model/gift-card-lines.ts';
export type { BasketOptions, DeliveryMethod } from './model/basket-options.ts';
export { resetCartStore, selectCartCount, showCartNotice, useCartStore } from './model/cart-store.ts';
export type { BasketItem } from './model/cart-store.ts';
export { cartStrings } from './model/strings.ts';
