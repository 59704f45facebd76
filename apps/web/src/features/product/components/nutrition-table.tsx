import type { FoodFacts, Nutrition } from '@shop/shared/rules/cards';
import { nutritionPer100g } from '@shop/shared/rules/nutrition';
import { formatWeight } from '@/lib/format.ts';
import styles from './product-details.module.css';

const rows: readonly { key: keyof Nutrition; label: string; unit: string }[] = [
  { key: 'calories', label: 'Калории', unit: 'ккал' },
  { key: 'protein', label: 'Белки', unit: 'г' },
  { key: 'fat', label: 'Жиры', unit: 'г' },
  { key: 'carbs', label: 'Углеводы', unit: 'г' },
];

const formatAmount = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');
const cell = (value: number | null, unit: string) =>
  value === null ? '—' : `${formatAmount(value)}\u00a0${unit}`;

/**
 * Calories, protein, fat and carbohydrates per 100 g (from the net weight) and per item; nothing when none is
 * known (docs/product/catalogue.md#food-information).
 */
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
  const portion = `${per === 'бокс' ? 'на весь бокс' : 'на 1 шт'}${weight ? ` (${formatWeight(weight)})` : ''}`;
  const per100 = nutritionPer100g(nutrition, weight);
  return (
    <table className={styles.nutrition}>
      <caption className={styles.caption}>
        Пищевая ценность
        {per100 ? null : <span className={styles.captionNote}> {portion}</span>}
      </caption>
      {per100 ? (
        <thead>
          <tr>
            <td />
            <th scope="col">на 100 г</th>
            <th scope="col">{portion}</th>
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map(({ key, label, unit }) => (
          <tr key={key}>
            <th scope="row">{label}</th>
            {per100 ? <td>{cell(per100[key], unit)}</td> : null}
            <td>{cell(nutrition[key], unit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A titled text block (ingredients, allergens, material); nothing without text. */
export function FactBlock({
  title,
  text,
  headingLevel = 2,
}: {
  title: string;
  text: string | null | undefined;
  headingLevel?: 2 | 3;
}) {
  if (!text) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.block}>
      <Heading className={styles.blockTitle}>{title}</Heading>
      <p className={styles.blockText}>{text}</p>
    </section>
  );
}

/**
 * Net weight, shelf life, storage conditions and the manufacturer with its address (TR CU 022/2011), each
 * only when known; nothing when none of the last three is (the weight alone is in the heading already).
 */
export function FoodFactsList({
  facts,
  weight,
  headingLevel = 2,
}: {
  facts: FoodFacts;
  weight?: number | null | undefined;
  headingLevel?: 2 | 3;
}) {
  const items = [
    { term: 'Вес нетто', text: weight ? formatWeight(weight) : null },
    { term: 'Срок годности', text: facts.shelfLife },
    { term: 'Условия хранения', text: facts.storageConditions },
    { term: 'Изготовитель', text: facts.manufacturer },
  ].filter((item): item is { term: string; text: string } => Boolean(item.text));
  if (!facts.shelfLife && !facts.storageConditions && !facts.manufacturer) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.block}>
      <Heading className={styles.blockTitle}>О продукте</Heading>
      <dl className={styles.facts}>
        {items.map(({ term, text }) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
