import type { Subcategory } from '@shop/shared/rules/classification';
import type { CatalogCategory, CatalogSort } from './catalog-query.ts';

export const categoryLabels: readonly { value: CatalogCategory | null; label: string }[] = [
  { value: null, label: 'Все' },
  { value: 'regular', label: 'Сладости и напитки' },
  { value: 'box', label: 'Свой бокс' },
];

export const subcategoryLabels: readonly { value: Subcategory; label: string }[] = [
  { value: 'Bars', label: 'Батончики' },
  { value: 'Brownie', label: 'Брауни' },
  { value: 'Drinks', label: 'Напитки' },
  { value: 'Ready_box', label: 'Готовые боксы' },
];

export const sortLabels: readonly { value: CatalogSort; label: string }[] = [
  { value: 'name', label: 'По названию' },
  { value: 'price-asc', label: 'Сначала дешевле' },
  { value: 'price-desc', label: 'Сначала дороже' },
  { value: 'rating', label: 'По рейтингу' },
];
