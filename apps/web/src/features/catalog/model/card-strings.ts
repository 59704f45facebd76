import type { RegularCard } from '@shop/shared/rules/cards';
import type { ChoiceOption } from '@/components/quantity-options.tsx';

/** A regular card's quantity options as chips: '1 шт', '4 шт'… */
export const quantityOptionsOf = (card: RegularCard): ChoiceOption[] =>
  card.quantityOptions.map((option) => ({
    value: option.count,
    label: String(option.count),
    unit: option.unit,
  }));
