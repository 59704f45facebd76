import { create } from 'zustand';

/** One basket line (SPEC.md §3, basket item); only what the shell shows for now. */
export interface BasketItem {
  id: number;
  name: string;
  /** Whole rubles per unit. */
  price: number;
  count: number;
  image: string | null;
}

interface CartState {
  items: BasketItem[];
}

export const useCartStore = create<CartState>()(() => ({ items: [] }));

/** Number of units in the basket: the cart icon's badge. */
export const selectCartCount = (state: CartState) => state.items.reduce((sum, item) => sum + item.count, 0);

export const selectCartTotal = (state: CartState) =>
  state.items.reduce((sum, item) => sum + item.price * item.count, 0);
