import type { Nutrition } from '@shop/shared/rules/cards';
import { formatWeight } from '@/lib/format.ts';
import styles from './product-details.module.css';

const rows: readonly { key: keyof Nutrition; label: string; unit: string }[] = [
  { key: 'calories', label: 'Калории', unit: 'ккал' },
  { key: 'protein', label: 'Белки', unit: 'г' },
  { key: 'fat', label: 'Жиры', unit: 'г' },
  { key: 'carbs', label: 'Углеводы', unit: 'г' },
];

const formatAmount = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');

/** Calories, protein, fat and carbohydrates per item; nothing when none is known. */
export function NutritionTable({
  nutrition,
  weight,
  per = 'шт',
}: {
  nutrition: Nutrition;
  weight?: number | null | undefined;
  /** What the values are for: one piece ('шт') or the whole box ('бокс'). */
  per?: 'шт' | 'бокс';
}) {
  if (rows.every(({ key }) => nutrition[key] === null)) return null;
  const portion = per === 'бокс' ? 'на весь бокс' : 'на 1 шт';
  return (
    <table className={styles.nutrition}>
      <caption className={styles.caption}>
        Пищевая ценность{' '}
        <span className={styles.captionNote}>
          {portion}
          {weight ? ` (${formatWeight(weight)})` : ''}
        </span>
      </caption>
      <tbody>
        {rows.map(({ key, label, unit }) => {
          const value = nutrition[key];
          return (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{value === null ? '—' : `${formatAmount(value)}\u00a0${unit}`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A titled text block (ingredients, allergens, material); nothing without text. */
export function FactBlock({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <p className={styles.blockText}>{text}</p>
    </section>
  );
}
