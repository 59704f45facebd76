import { boxFlavorTotal, isBoxComplete } from '@shop/shared/rules/card-transitions';
import { builtBoxPrice } from '@shop/shared/rules/prices';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/button.tsx';
import { Price } from '@/components/price.tsx';
import { remainingText } from '../model/box-builder.ts';
import type { useBoxBuilder } from '../model/use-box-builder.ts';
import styles from './custom-box-page.module.css';

/** What is left to choose, the price, and the add (or change) button. */
export function BoxActions({
  builder,
  compact,
}: {
  builder: ReturnType<typeof useBoxBuilder>;
  compact: boolean;
}) {
  const { box, phase } = builder;
  return (
    <div className={styles.actions}>
      {box ? (
        <div className={styles.status}>
          <p className={styles.remaining} aria-live="polite">
            {phase === 'closing' ? 'Бокс в корзине!' : remainingText(box)}
          </p>
          {/* An empty box has no price yet: it starts with the first flavour (and after one went to the cart). */}
          {boxFlavorTotal(box) > 0 ? (
            <Price price={builtBoxPrice(box)} size={compact ? 'medium' : 'large'} />
          ) : null}
        </div>
      ) : null}
      {builder.error ? (
        <p className={styles.error} role="alert">
          {builder.error}
        </p>
      ) : null}
      <Button
        variant="primary"
        size="large"
        width="block"
        disabled={!box || !isBoxComplete(box) || phase !== 'choosing'}
        aria-busy={phase === 'sending'}
        onClick={() => void builder.send()}
      >
        {builder.editing ? 'Изменить бокс' : 'Добавить в корзину'}
      </Button>
      {builder.editing ? (
        <AppLink className={styles.newBox} to="/catalog/customBox">
          Собрать новый бокс
        </AppLink>
      ) : null}
    </div>
  );
}
