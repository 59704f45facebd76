import { MAX_CARDS_PER_ORDER } from '@shop/shared/gift-cards/rules';
import { PACKAGE_PRICE, PRESENT_PACKAGE_PRICE } from '@shop/shared/rules/order-totals';
import { formatPrice, pluralRu } from '@/lib/format.ts';

const bonusWords = ['бонус', 'бонуса', 'бонусов'] as const;

/**
 * Visible strings of the checkout (docs/product/checkout-and-orders.md); form messages are in
 * @shop/shared/orders/messages.
 */
export const checkoutStrings = {
  title: 'Оформление заказа',
  lead: 'Проверьте корзину, оставьте контакты и выберите, как получить заказ — оплата на следующем шаге.',
  basketTitle: 'Корзина',
  contactsTitle: 'Контакты',
  contactsLead: 'На email придут чек и статус заказа, по телефону уточним детали, если понадобится.',
  firstName: 'Имя',
  lastName: 'Фамилия',
  phone: 'Телефон',
  phonePlaceholder: '+79991234567',
  email: 'Email',
  deliveryTitle: 'Способ получения',
  pickUp: 'Самовывоз',
  pickUpNote: 'Бесплатно, в одном из наших магазинов',
  delivery: 'Доставка курьером',
  deliveryNote: 'По будням, в удобный вам интервал',
  storesLegend: 'Магазин для самовывоза',
  storesLoading: 'Загружаем магазины',
  address: 'Адрес доставки',
  addressPlaceholder: 'Город, улица, дом, квартира',
  addressHint: (area: string) => `Курьер доставляет в пределах зоны: ${area}. Начните адрес с города`,
  dateLegend: 'Дата доставки',
  slotLegend: 'Время доставки',
  slotsLoading: 'Загружаем интервалы доставки',
  extrasTitle: 'Бонусы и упаковка',
  useBonus: 'Списать бонусы',
  guestBonus: 'Войдите, чтобы списать бонусы и получить кешбэк с этого заказа.',
  signIn: 'Войти',
  noBonuses: 'Бонусов пока нет — кешбэк начислим после оплаты этого заказа.',
  bonusAvailable: (cap: number, balance: number, sharePercent: number) =>
    `Спишем ${cap} ${pluralRu(cap, bonusWords)} из ${balance}: бонусами можно оплатить до ` +
    `${sharePercent} % стоимости товаров.`,
  bonusNotApplicable: (balance: number) =>
    `На счёте ${balance} ${pluralRu(balance, bonusWords)}, но к этому заказу их не применить.`,
  cashBack: (bonuses: number) =>
    `После оплаты начислим ${bonuses} ${pluralRu(bonuses, bonusWords)} на карту лояльности`,
  packageLabel: 'Пакет',
  packageNote: 'Крафтовый пакет, чтобы удобно донести заказ',
  packagePrice: `+${formatPrice(PACKAGE_PRICE)}`,
  presentPackageLabel: 'Подарочная упаковка',
  presentPackageNote: 'Праздничная коробка с лентой — сразу можно дарить',
  presentPackagePrice: `+${formatPrice(PRESENT_PACKAGE_PRICE)}`,
  summaryTitle: 'Ваш заказ',
  /** The phone's bar with the total and the pay button. */
  payBar: 'Итого и оплата',
  goods: 'Товары',
  packages: 'Упаковка',
  deliveryLine: 'Доставка',
  free: 'Бесплатно',
  bonusLine: 'Оплата бонусами',
  total: 'Итого',
  pay: 'Оплатить',
  paying: 'Переходим к оплате…',
  payNote: 'Оплата картой на следующей странице. Неоплаченный заказ будет ждать вас в разделе «Заказы».',
  giftCardsTitle: 'Оплата подарочной картой',
  giftCardsLead: `До ${MAX_CARDS_PER_ORDER} карт на заказ: каждая оплатит сколько может, остаток останется на ней.`,
  giftCardLabel: 'Подарочная карта',
  giftCardPlaceholder: 'ABCD-EFGH-JKMN-PQRS',
  applyGiftCard: 'Применить',
  applyingGiftCard: 'Проверяем…',
  giftCardCheckFailed: 'Не удалось проверить карту. Попробуйте ещё раз',
  appliedGiftCards: 'Применённые подарочные карты',
  appliedGiftCard: (masked: string, balance: number) => `${masked} — баланс ${formatPrice(balance)}`,
  removeGiftCard: 'Убрать',
  removeGiftCardLabel: (masked: string) => `Убрать карту ${masked}`,
  /** The summary's line of a card: its dots and last four characters kept on one line ('•••• PQRS'). */
  giftCardLine: (masked: string) => `Подарочная карта ${masked.replace(/ /g, '\u00a0')}`,
  placeOrder: 'Оформить заказ',
  placing: 'Оформляем заказ…',
  paidByCardsNote: 'Подарочные карты оплачивают весь заказ — больше платить ничего не нужно.',
  paidByCards: (number: string) => `Заказ №${number} оплачен подарочными картами`,
  holdLeft: 'Товары зарезервированы за вами ещё',
  holdLapsed: 'Резерв истёк: товары снова доступны другим покупателям.',
} as const;
