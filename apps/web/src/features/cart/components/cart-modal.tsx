import { useNavigate } from 'react-router';
import { Button } from '@/components/button.tsx';
import { ClockIcon } from '@/components/icons.tsx';
import { Modal } from '@/components/modal.tsx';
import styles from '@/components/modal-content.module.css';
import { formatPrice } from '@/lib/format.ts';
import { emptyBasket } from '../model/basket-actions.ts';
import { selectCartTotal, useCartStore } from '../model/cart-store.ts';
import { cartStrings } from '../model/strings.ts';
import { BasketList } from './basket-list.tsx';
import cartStyles from './cart-modal.module.css';

function EmptyBasketArt() {
  return (
    <svg className={styles.emptyArt} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="var(--color-peach)" />
      <path
        d="M26 38h44l-4 32a6 6 0 0 1-6 5H36a6 6 0 0 1-6-5z"
        fill="var(--color-surface)"
        stroke="var(--color-cocoa)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M37 42v-8a11 11 0 0 1 22 0v8"
        fill="none"
        stroke="var(--color-cocoa)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="48" cy="57" r="6" fill="var(--color-caramel)" />
    </svg>
  );
}

/** '14:35': when the reservation ends, in the shopper's time. */
const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });

/** When the hold ends, or that it has lapsed (any change to the cart takes it again if stock allows). */
const reservationNote = (until: string) =>
  Date.parse(until) > Date.now()
    ? `Резерв до ${clockTime(until)}.`
    : 'Резерв истёк: товары снова доступны другим покупателям.';

export default function CartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const items = useCartStore((state) => state.items);
  const reservedUntil = useCartStore((state) => state.reservedUntil);
  const total = useCartStore(selectCartTotal);
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };

  return (
    <Modal open={open} onClose={onClose} title={cartStrings.title}>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <EmptyBasketArt />
          <p className={styles.text}>{cartStrings.empty}</p>
          <Button variant="primary" width="block" onClick={() => go('/catalog')}>
            {cartStrings.toCatalog}
          </Button>
        </div>
      ) : (
        <>
          <BasketList items={items} variant="modal" onNavigate={onClose} />
          <p className={styles.total}>
            <span>Итого</span>
            <span>{formatPrice(total)}</span>
          </p>
          <p className={`${styles.muted} ${cartStyles.reserved}`}>
            <ClockIcon />
            <span>
              {cartStrings.reserved}
              {reservedUntil ? ` ${reservationNote(reservedUntil)}` : null}
            </span>
          </p>
          <Button variant="accent" width="block" onClick={() => go('/check_out_page')}>
            {cartStrings.toCheckout}
          </Button>
          <button type="button" className={cartStyles.clear} onClick={() => void emptyBasket()}>
            Очистить корзину
          </button>
        </>
      )}
    </Modal>
  );
}
