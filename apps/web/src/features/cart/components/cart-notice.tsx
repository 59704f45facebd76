import { Toast } from '@/components/toast.tsx';
import { showCartNotice, useCartStore } from '../model/cart-store.ts';

const dismiss = () => showCartNotice(null);

/**
 * The cart's latest message (an error of docs/product/cart.md#errors or a success), as a toast the shopper
 * can close.
 */
export function CartNotice() {
  const notice = useCartStore((state) => state.notice);
  return <Toast message={notice} onDismiss={dismiss} />;
}
