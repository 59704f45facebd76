import { Button } from '../../../components/button.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { addToCartSoon } from '../../catalog/model/card-strings.ts';
import buyStyles from './buy-panel.module.css';

/**
 * The add-to-cart button of every product detail, showing the price the current selection will add, or
 * what is missing (`missing`, e.g. 'Выберите размер'). Disabled until the cart exists (next issue).
 */
export function DetailAddButton({ price, missing }: { price: number; missing?: string | undefined }) {
  return (
    <Button
      className={buyStyles.add}
      variant="primary"
      size="large"
      width="block"
      disabled
      title={addToCartSoon}
    >
      {missing ?? `В корзину · ${formatPrice(price)}`}
    </Button>
  );
}
