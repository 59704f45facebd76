import { addedToCart } from '@shop/shared/cart/messages';
import type { GiftCardChoice } from '@shop/shared/orders/order-api';
import { useId, useState } from 'react';
import { Button, type ButtonProps } from '@/components/button.tsx';
import { addToCart } from '../model/add-to-cart.ts';
import { flyToCart } from '../model/fly-to-cart.ts';
import { selectUnitsOf, useCartStore } from '../model/cart-store.ts';
import styles from './add-to-cart-button.module.css';

/** What an add button puts into the cart: units of a product, and a gift card's recipient details. */
export interface CartLineRequest {
  productId: number;
  quantity: number;
  /** A gift card's recipient, signature, message and send date; absent: to the buyer, at once. */
  giftCard?: GiftCardChoice | undefined;
}

export interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What the click puts into the cart; null while the choice is incomplete (the button is disabled). */
  line: CartLineRequest | null;
  label: string;
  /** The product's name, which the announcement after adding starts with. */
  name: string;
  /** The product's picture, which flies to the cart icon. */
  image?: string | null | undefined;
  /**
   * Asked on click before anything is added (e.g. a form beside the button checks its fields): false adds
   * nothing; the caller shows why.
   */
  check?: (() => boolean) | undefined;
}

/**
 * Adds `line` to the cart. On hover or focus its label says how many of the same product the cart already
 * holds (docs/product/storefront.md#page-behaviour); once added, a screen reader hears the product's name
 * and its units in the cart. The button keeps the focus while it adds (it is never disabled meanwhile).
 */
export function AddToCartButton({
  line,
  label,
  name,
  image,
  check,
  className,
  ...buttonProps
}: AddToCartButtonProps) {
  const inCart = useCartStore(selectUnitsOf(line?.productId ?? null));
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const countId = useId();
  const add = async (button: HTMLButtonElement) => {
    if (!line || busy || (check && !check())) return;
    flyToCart(button, image);
    setBusy(true);
    setAnnouncement('');
    const added = await addToCart(line.productId, line.quantity, line.giftCard);
    setBusy(false);
    if (added) setAnnouncement(addedToCart(name, selectUnitsOf(line.productId)(useCartStore.getState())));
  };
  return (
    <>
      <Button
        {...buttonProps}
        className={[styles.button, className].filter(Boolean).join(' ')}
        // Disabled only while the choice is incomplete: a disabled button would drop the focus while adding.
        disabled={line === null}
        aria-disabled={busy || undefined}
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
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  );
}
