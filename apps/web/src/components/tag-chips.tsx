import type { DietaryTags } from '@shop/shared/rules/cards';
import styles from './tag-chips.module.css';

const tagLabels: readonly { key: keyof DietaryTags; label: string }[] = [
  { key: 'isKetoFriendly', label: 'Кето' },
  { key: 'isHighProtein', label: 'Высокобелковый' },
  { key: 'isSugarFree', label: 'Без сахара' },
  { key: 'isPerfectBalance', label: 'Идеальный баланс' },
];

/** The labels of a product's true dietary tags, in a fixed order. */
export const dietaryTagLabels = (tags: DietaryTags): string[] =>
  tagLabels.filter(({ key }) => tags[key]).map(({ label }) => label);

/** Dietary tags as chips; nothing when none is true. */
export function TagChips({ tags, className }: { tags: DietaryTags; className?: string | undefined }) {
  const labels = dietaryTagLabels(tags);
  if (labels.length === 0) return null;
  return (
    <ul className={className ? `${styles.tags} ${className}` : styles.tags} aria-label="Особенности">
      {labels.map((label) => (
        <li key={label} className={styles.tag}>
          {label}
        </li>
      ))}
    </ul>
  );
}
