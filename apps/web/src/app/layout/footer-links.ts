import { documentPath, documentTitles } from '@shop/shared/legal/documents';

/** Footer columns (docs/product/storefront.md#navigation); catalogue links preset the catalogue filter. */
export const footerCatalogLinks = [
  { to: '/catalog?category=regular&subcategory=Bars', label: 'Батончики' },
  { to: '/catalog?category=regular&subcategory=Brownie', label: 'Брауни' },
  { to: '/catalog?category=regular&subcategory=Drinks', label: 'Напитки' },
  { to: '/catalog?category=regular&subcategory=Ready_box', label: 'Готовые боксы' },
] as const;

export const footerInfoLinks = [
  { to: '/support', label: 'Доставка' },
  { to: '/support/pay', label: 'Оплата' },
  { to: '/support/back', label: 'Возврат' },
  { to: '/support/sert', label: 'Сертификация' },
  { to: '/gift-cards/balance', label: 'Баланс подарочной карты' },
  // The documents' current versions (docs/product/personal-data.md#documents); the policy is at the bottom.
  { to: documentPath('offer'), label: documentTitles.offer },
  { to: documentPath('consent'), label: documentTitles.consent },
] as const;

export const footerCompanyLinks = [
  { to: '/contacts', label: 'Контакты' },
  { to: '/#our-stores', label: 'Наши магазины' },
  { to: '/merch', label: 'Мерч' },
] as const;
