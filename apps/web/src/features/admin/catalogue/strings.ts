import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';

export type ProductFlag = keyof Pick<AdminProduct, 'active' | 'popular' | 'novelty' | 'recommended'>;

export const flagLabels: Record<ProductFlag, string> = {
  active: 'Активен',
  popular: 'Популярный',
  novelty: 'Новинка',
  recommended: 'Рекомендуем',
};
export const productFlags = Object.keys(flagLabels) as ProductFlag[];

/** Visible strings of the catalogue section. */
export const catalogueStrings = {
  title: 'Каталог',
  lead: 'Цены, остатки и метки товаров. Изменения видны в магазине сразу.',
  search: 'Поиск по названию',
  searchPlaceholder: 'Например, кокос',
  show: 'Показать',
  listLabel: 'Товары',
  product: 'Товар',
  price: 'Цена',
  quantity: 'Остаток',
  held: 'В резерве',
  free: 'Свободно',
  edit: 'Изменить',
  editLabel: (name: string) => `Изменить: ${name}`,
  hidden: 'скрыт',
  nothingFound: 'Таких товаров нет',
  saved: (name: string) => `Сохранено: ${name}`,
  saveFailed: (name: string, detail: string) => `${name}: ${detail}`,
  // The editor.
  priceField: 'Цена',
  quantityField: 'Остаток на складе',
  heldHint: (held: number) => `Не меньше, чем в резерве: ${held} шт.`,
  flags: 'Метки',
  description: 'Описание',
  nutrition: 'Пищевая ценность на 100 г',
  calories: 'Калории',
  protein: 'Белки',
  fat: 'Жиры',
  carbohydrates: 'Углеводы',
  save: 'Сохранить',
  saving: 'Сохраняем…',
  cancel: 'Отмена',
  priceProblem: 'Цена — целое число от 1 до 1 000 000 ₽',
  quantityProblem: 'Остаток — целое число от 0 до 1 000 000',
  nutrientProblem: 'Число от 0 до 10 000 или пусто',
  descriptionProblem: 'Не длиннее 4000 символов',
} as const;

export const filterLabels = {
  all: 'Все',
  active: 'Активные',
  hidden: 'Скрытые',
  low: 'Мало на складе',
} as const;
export type ProductFilter = keyof typeof filterLabels;
