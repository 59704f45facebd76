import { ClockIcon } from '@/components/icons.tsx';
import { minutesLeft, useNow } from '@/lib/use-now.ts';
import { cartStrings, useCartStore } from '@/features/cart';
import { checkoutStrings } from '../model/strings.ts';
import styles from './summary.module.css';

/**
 * How long the basket's goods stay held for the shopper (docs/product/cart.md#holds: 15 minutes), counting
 * down.
 */
export function HoldNote() {
  const now = useNow();
  const reservedUntil = useCartStore((state) => state.reservedUntil);
  const left = reservedUntil ? Date.parse(reservedUntil) - now : null;
  return (
    <p className={styles.hold}>
      <ClockIcon />
      {left === null ? (
        <span>{cartStrings.reserved}</span>
      ) : left > 0 ? (
        <span>
          {checkoutStrings.holdLeft} <time dateTime={reservedUntil ?? undefined}>{minutesLeft(left)}</time>
        </span>
      ) : (
        <span>{checkoutStrings.holdLapsed}</span>
      )}
    </p>
  );
}
