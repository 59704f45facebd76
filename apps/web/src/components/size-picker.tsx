import type { MerchSizeOption } from '@shop/shared/rules/cards';
import styles from './size-picker.module.css';

/**
 * Size buttons of a merch item. A size out of stock stays visible but struck through and aria-disabled (it
 * keeps focus so a keyboard user hears why it cannot be chosen).
 */
export function SizePicker({
  sizes,
  selected,
  onSelect,
  label = 'Размер',
}: {
  sizes: readonly MerchSizeOption[];
  selected: number | null;
  onSelect: (id: number) => void;
  label?: string;
}) {
  return (
    <div className={styles.sizes} role="group" aria-label={label}>
      {sizes.map((size) => (
        <button
          key={size.id}
          type="button"
          className={styles.size}
          aria-pressed={size.id === selected}
          aria-disabled={size.available ? undefined : true}
          title={size.available ? undefined : 'Нет в наличии'}
          onClick={() => {
            if (size.available) onSelect(size.id);
          }}
        >
          {size.size}
          {size.available ? null : <span className="visually-hidden"> — нет в наличии</span>}
        </button>
      ))}
    </div>
  );
}
