/** Links of the navigation bar and the burger menu (docs/product/storefront.md#navigation). */
export const navLinks = [
  { to: '/catalog', label: 'Каталог' },
  { to: '/merch', label: 'Мерч' },
  { to: '/support', label: 'Поддержка' },
  { to: '/contacts', label: 'Контакты' },
] as const;

/** Shown dimmed and not clickable. */
export const aboutLabel = 'О нас';
