import { formatPrice } from '../../../lib/format.ts';
import { AddToCartButton } from '../../cart/components/add-to-cart-button.tsx';
import buyStyles from './buy-panel.module.css';

/**
 * The add-to-cart button of every product detail, showing the price the current selection will add, or
 * what is missing (`missing`, e.g. 'Выберите размер').
 */
export function DetailAddButton({
  price,
  line,
  missing,
}: {
  price: number;
  /** What the selection puts into the cart; null while it is incomplete. */
  line: { productId: number; quantity: number } | null;
  missing?: string | undefined;
}) {
  return (
    <AddToCartButton
      className={buyStyles.add}
      variant="primary"
      size="large"
      width="block"
      line={missing ? null : line}
      label={missing ?? `В корзину · ${formatPrice(price)}`}
    />
  );
}
