/**
 * The cart's hold time and messages without zod, so storefront pages can use them without building the API
 * schemas (cart-api.ts has those).
 */

/** Items stay reserved this long after the cart's last change (docs/product/cart.md#holds). */
export const CART_HOLD_MINUTES = 15;

export const cartMessages = {
  sessionRequired: 'Session ID обязателен для гостя',
  sessionMalformed: 'Некорректный session_id: нужен UUID',
  productRequired: 'Пожалуйста, выберите продукт',
  boxSizeMismatch: 'Общее количество вкусов должно совпадать с размером бокса',
  flavourNotInBox: 'Вкусы бокса должны быть из одной линейки: выберите их заново',
  productNotFound: 'Товар не найден или снят с продажи',
  lineNotFound: 'Такой позиции нет в корзине',
  boxNotFound: 'Такого бокса нет в корзине',
  addFailed: 'Ошибка при добавлении товара',
  loadFailed: 'Ошибка получения корзины',
  updateFailed: 'Ошибка обновления количества',
  deleteFailed: 'Ошибка удаления товара',
  boxCreateFailed: 'Ошибка при создании бокса',
  boxUpdateFailed: 'Ошибка при обновлении бокса',
  boxReloadFailed: 'Ошибка при получении обновленного бокса',
  boxUpdated: 'Бокс успешно обновлен!',
} as const;

/** What a screen reader hears once a product is added: 'humblbar Шоколад-арахис: в корзине 1 шт'. */
export const addedToCart = (name: string, units: number) => `${name}: в корзине ${units} шт`;

/** 409 detail when a product has fewer free units than asked for. */
export const notEnoughStock = (name: string, left: number) =>
  left > 0
    ? `Недостаточно товара «${name}»: можно добавить ещё ${left} шт.`
    : `Товар «${name}» закончился: все единицы уже в корзинах покупателей`;

/** 409 detail when a cart's lapsed hold let others take units it still lists (all of them: sold out). */
export const stockShrunk = (name: string, free: number) =>
  free > 0
    ? `Осталось только ${free} шт. товара «${name}»: уменьшите количество в корзине`
    : `Товар «${name}» закончился: уберите его из корзины`;

/** 409 (429 for new carts) details of the limits on what one client may tie up (the server's inventory/hold-limits.ts). */
export const holdMessages = {
  perProduct: (name: string, limit: number, left: number) =>
    left > 0
      ? `Можно взять не больше ${limit} шт. «${name}» в одни руки: добавить можно ещё ${left} шт.`
      : `Можно взять не больше ${limit} шт. «${name}» в одни руки`,
  ownerUnits: (limit: number) =>
    `В одни руки можно отложить не больше ${limit} шт. товаров в корзине и неоплаченных заказах вместе`,
  addressUnits: (limit: number) =>
    `С вашего интернет-адреса уже отложено ${limit} шт. товаров в корзинах и неоплаченных заказах: ` +
    'оплатите заказ или попробуйте позже',
  cartLines: (limit: number) => `В корзине может быть не больше ${limit} разных товаров`,
  cartBoxes: (limit: number) => `В корзине может быть не больше ${limit} боксов`,
  tooManyCarts: (retryAfter: number) =>
    `Слишком много новых корзин с вашего интернет-адреса. Попробуйте через ${Math.ceil(retryAfter / 60)} мин.`,
} as const;

/** 422 detail when a quantity is not one the product offers. */
export const quantityNotOffered = (allowed: string) => `Такое количество выбрать нельзя: ${allowed}`;
