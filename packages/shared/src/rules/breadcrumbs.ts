/** One breadcrumb: its label and the path it links to. */
export interface Crumb {
  label: string;
  path: string;
}

export const homeCrumbLabel = 'Главная';

/** Labels of known route segments (docs/product/storefront.md#breadcrumbs). */
export const segmentLabels: Readonly<Record<string, string>> = {
  catalog: 'Каталог',
  personalAccount: 'Мой профиль',
  orders: 'Заказы',
  cardLoyal: 'Карта лояльности',
  contacts: 'Контакты',
  support: 'Поддержка',
  pay: 'Оплата',
  back: 'Возврат',
  sert: 'Сертификация',
  merch: 'Мерч',
  customBox: 'Собери свой бокс',
};

/** The support index page is the delivery page. */
export const supportIndexLabel = 'Доставка';

/** Label of an unknown segment: URL-decoded, dashes turned into spaces. */
export function labelOfUnknownSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as typed.
  }
  return decoded.replace(/-/g, ' ');
}

export interface BreadcrumbOptions {
  /** Replaces the label of the last crumb (e.g. a product's name on /catalog/{id}). */
  lastLabel?: string;
}

/**
 * The crumbs of a path, starting with Главная. A caller hides the trail when it holds only the home
 * crumb. /support ends with Доставка, the support index page.
 */
export function buildBreadcrumbs(pathname: string, options: BreadcrumbOptions = {}): Crumb[] {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const crumbs: Crumb[] = [{ label: homeCrumbLabel, path: '/' }];
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    crumbs.push({ label: segmentLabels[segment] ?? labelOfUnknownSegment(segment), path });
  }
  if (segments.length === 1 && segments[0] === 'support') {
    crumbs.push({ label: supportIndexLabel, path: '/support' });
  }
  const last = crumbs[crumbs.length - 1];
  if (options.lastLabel && last && crumbs.length > 1) {
    crumbs[crumbs.length - 1] = { ...last, label: options.lastLabel };
  }
  return crumbs;
}
