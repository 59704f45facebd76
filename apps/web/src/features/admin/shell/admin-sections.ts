/** The sections of /admin, in the order the navigation lists them. */
export const adminSections = [
  { slug: 'dashboard', path: '/admin', label: 'Сводка' },
  { slug: 'orders', path: '/admin/orders', label: 'Заказы' },
  { slug: 'gift-cards', path: '/admin/gift-cards', label: 'Подарочные карты' },
  { slug: 'consents', path: '/admin/consents', label: 'Согласия' },
  { slug: 'catalogue', path: '/admin/catalogue', label: 'Каталог' },
  { slug: 'content', path: '/admin/content', label: 'Контент' },
  { slug: 'legal', path: '/admin/legal', label: 'Документы' },
  { slug: 'videos', path: '/admin/videos', label: 'Видеоотзывы' },
  { slug: 'admins', path: '/admin/admins', label: 'Администраторы' },
  { slug: 'audit', path: '/admin/audit', label: 'Журнал' },
] as const;

export type AdminSection = (typeof adminSections)[number];
export type AdminSectionSlug = AdminSection['slug'];

/** The section of /admin/:section; /admin itself is the dashboard; null for an unknown name. */
export function sectionOf(param: string | undefined): AdminSection | null {
  if (param === undefined) return adminSections[0];
  return adminSections.find((section) => section.slug === param && section.slug !== 'dashboard') ?? null;
}

export const adminTitle = 'Администрирование';
export const adminNavLabel = 'Разделы администрирования';
