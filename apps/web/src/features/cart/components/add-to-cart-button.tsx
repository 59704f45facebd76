import { useId, useState } from 'react';
import { Button, type ButtonProps } from '@/components/button.tsx';
import { addToCart } from '../model/add-to-cart.ts';
import { flyToCart } from '../model/fly-to-cart.ts';
import { selectUnitsOf, useCartStore } from '../model/cart-store.ts';
import styles from './add-to-cart-button.module.css';

export interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What the click puts into the cart; null while the choice is incomplete (the button is disabled). */
  line: { productId: number; quantity: number } | null;
  label: string;
  /** The product's picture, which flies to the cart icon. */
  image?: string | null | undefined;
}

/**
 * Adds `line` to the cart. On hover or focus its label says how many of the same product the cart already
 * holds (docs/product/storefront.md#page-behaviour).
 */
export function AddToCartButton({ line, label, image, className, ...buttonProps }: AddToCartButtonProps) {
  const inCart = useCartStore(selectUnitsOf(line?.productId ?? null));
  const [busy, setBusy] = useState(false);
  const countId = useId();
  const add = async (button: HTMLButtonElement) => {
    if (!line) return;
    flyToCart(button, image);
    setBusy(true);
    await addToCart(line.productId, line.quantity);
    setBusy(false);
  };
  return (
    <Button
      {...buttonProps}
      className={[styles.button, className].filter(Boolean).join(' ')}
      disabled={line === null || busy}
      aria-busy={busy}
      // The hover label is hidden from the accessibility tree as a label, but describes the button.
      aria-describedby={inCart > 0 ? countId : undefined}
      onClick={(event) => void add(event.currentTarget)}
    >
      <span className={styles.labels}>
        <span className={inCart > 0 ? styles.idle : undefined}>{label}</span>
        {inCart > 0 ? (
          <span id={countId} className={styles.hover} aria-hidden="true">
            В корзине: {inCart} шт.
          </span>
        ) : null}
      </span>
    </Button>
  );
}
