import { homeCrumbLabel, segmentLabels } from '@shop/shared/rules/breadcrumbs';
import type { Card } from '@shop/shared/rules/cards';
import { largestPhotoJpeg } from '@shop/shared/rules/photo-files';
import { shareImageOf } from '@shop/shared/rules/share-image';
import type { ContactsInfo, Store } from '@shop/shared/content/content-api';
import { productPagePath, sectionOf } from '../catalog/product-pages.ts';

/**
 * schema.org structured data of the server-painted pages (docs/product/catalogue.md#structured-data): a
 * product page's Product with its Offer and its BreadcrumbList, the main page's Organization with the stores.
 * Search engines read it from <script type="application/ld+json"> (index-html.ts).
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const BRAND = 'humbl';
/** The brand's square logo (apps/server/assets/brand/logo.png, 512×512). */
export const LOGO_PATH = '/static/brand/logo.png';

const absolute = (publicUrl: string, path: string) => new URL(path, `${publicUrl}/`).toString();

/**
 * The product's pictures for search engines, absolute: each uploaded photo's largest JPEG, else the JPEG
 * twins of the illustrations (no engine shows an SVG).
 */
function productImages(card: Card, publicUrl: string): string[] {
  const paths =
    card.photos && card.photos.length > 0 ? card.photos.map(largestPhotoJpeg) : card.images.map(shareImageOf);
  return [...new Set(paths)].map((path) => absolute(publicUrl, path));
}

/** Product with its Offer (Google's product snippets and merchant listings). */
export function productJsonLd(card: Card, publicUrl: string): JsonLd {
  const url = absolute(publicUrl, productPagePath(card));
  const description = card.description.trim() || card.title;
  const weight = card.kind === 'regular' && card.weight ? card.weight : null;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: card.title,
    description,
    image: productImages(card, publicUrl),
    sku: card.id,
    brand: { '@type': 'Brand', name: BRAND },
    ...(weight ? { weight: { '@type': 'QuantitativeValue', value: weight, unitCode: 'GRM' } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: card.price.current,
      priceCurrency: 'RUB',
      availability: `${CONTEXT}/${card.inStock === false ? 'OutOfStock' : 'InStock'}`,
      itemCondition: `${CONTEXT}/NewCondition`,
      seller: { '@type': 'Organization', name: BRAND },
    },
  };
}

/** Главная → Каталог or Мерч → the product, as the page's breadcrumbs show them. */
export function breadcrumbJsonLd(card: Card, publicUrl: string): JsonLd {
  const section = sectionOf(card);
  const crumbs = [
    { name: homeCrumbLabel, path: '/' },
    { name: segmentLabels[section] ?? section, path: `/${section}` },
    { name: card.title, path: productPagePath(card) },
  ];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(publicUrl, crumb.path),
    })),
  };
}

const dayCodes: Record<string, string> = {
  пн: 'Mo',
  вт: 'Tu',
  ср: 'We',
  чт: 'Th',
  пт: 'Fr',
  сб: 'Sa',
  вс: 'Su',
};
const everyDay = /ежедневно|без выходных|каждый день|круглосуточно/iu;
const time = String.raw`(\d{1,2})(?:[:.](\d{2}))?`;
const timeRange = new RegExp(`${time}\\s*[-–—]\\s*${time}`, 'gu');

const clock = (hours: string, minutes: string | undefined) => `${hours.padStart(2, '0')}:${minutes ?? '00'}`;

/** The days a piece of text before a time range names ('Пн–Пт' → 'Mo-Fr', 'Сб, Вс' → 'Sa,Su'). */
function daysOf(text: string): string | null {
  if (everyDay.test(text)) return 'Mo-Su';
  const tokens = [...text.toLowerCase().matchAll(/(пн|вт|ср|чт|пт|сб|вс)\p{L}*|[-–—]/gu)].map((m) =>
    m[1] ? dayCodes[m[1]]! : '-',
  );
  if (tokens.length === 0) return 'Mo-Su';
  const parts: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i] === '-') continue;
    if (tokens[i + 1] === '-' && tokens[i + 2] && tokens[i + 2] !== '-') {
      parts.push(`${tokens[i]}-${tokens[i + 2]}`);
      i += 2;
    } else {
      parts.push(tokens[i]!);
    }
  }
  return parts.length > 0 ? parts.join(',') : null;
}

/**
 * schema.org openingHours of a store's hours as the shop writes them ('Ежедневно 08:00–22:00',
 * 'Пн–Пт 08:00–21:00, Сб–Вс 10:00–21:00'); empty when the text says no times (then none is claimed).
 */
export function openingHoursOf(hours: string): string[] {
  if (/круглосуточно/iu.test(hours) && !new RegExp(timeRange.source, 'u').test(hours)) {
    return ['Mo-Su 00:00-23:59'];
  }
  const result: string[] = [];
  let from = 0;
  for (const match of hours.matchAll(timeRange)) {
    const days = daysOf(hours.slice(from, match.index));
    from = match.index + match[0].length;
    const [, h1, m1, h2, m2] = match;
    if (Number(h1) > 24 || Number(h2) > 24) continue;
    if (days) result.push(`${days} ${clock(h1!, m1)}-${clock(h2!, m2)}`);
  }
  return result;
}

const streetWord =
  /^(ул\.|улица|пр\.|просп|проспект|пер\.|переулок|наб\.|набережная|ш\.|шоссе|бул\.|бульвар|пл\.|площадь)/iu;

/** A store's address as the shop writes it ('Город, улица, дом (м. Станция)') as a PostalAddress. */
export function postalAddressOf(address: string): JsonLd {
  const plain = address.replace(/\s*\((?:м\.|метро)[^)]*\)/giu, '').trim();
  const [first, ...rest] = plain.split(/,\s*/u);
  const hasLocality = rest.length > 0 && first && !/\d/u.test(first) && !streetWord.test(first);
  return {
    '@type': 'PostalAddress',
    streetAddress: hasLocality ? rest.join(', ') : plain,
    ...(hasLocality ? { addressLocality: first } : {}),
    addressCountry: 'RU',
  };
}

function storeJsonLd(store: Store, publicUrl: string): JsonLd {
  const openingHours = openingHoursOf(store.hours);
  return {
    '@type': 'Store',
    name: store.name,
    address: postalAddressOf(store.address),
    telephone: store.phone,
    ...(openingHours.length > 0 ? { openingHours } : {}),
    url: absolute(publicUrl, '/contacts'),
    image: absolute(publicUrl, LOGO_PATH),
    parentOrganization: { '@type': 'Organization', name: BRAND },
  };
}

/** The shop itself: how to reach it and its stores (the main page). */
export function organizationJsonLd(
  { contacts, stores }: { contacts: ContactsInfo | null; stores: readonly Store[] },
  publicUrl: string,
): JsonLd {
  const sameAs = contacts
    ? [contacts.vk_link, contacts.tg_group_link].filter((link) => /^https:\/\//.test(link))
    : [];
  const departments = stores.map((store) => storeJsonLd(store, publicUrl));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: BRAND,
    url: absolute(publicUrl, '/'),
    logo: absolute(publicUrl, LOGO_PATH),
    ...(contacts
      ? {
          email: contacts.email_clients,
          telephone: contacts.phone,
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              telephone: contacts.phone,
              email: contacts.email_clients,
              areaServed: 'RU',
              availableLanguage: 'Russian',
            },
          ],
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(departments.length > 0 ? { department: departments } : {}),
  };
}

/**
 * A data block's text: JSON whose `<`, `>` and `&` are escaped (\u003c…), so no text in it — a product named
 * '</script>' — can end the element or open a comment; line separators escaped for old parsers.
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
