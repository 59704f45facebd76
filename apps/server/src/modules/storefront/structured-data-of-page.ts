import type { FastifyBaseLogger } from 'fastify';
import type { Card } from '@shop/shared/rules/cards';
import type { ContentService } from '../content/content.service.ts';
import { breadcrumbJsonLd, jsonLdText, organizationJsonLd, productJsonLd } from './structured-data.ts';

/**
 * The schema.org blocks of a page (docs/product/catalogue.md#structured-data), as data block texts: a product
 * page's Product and BreadcrumbList, the main page's Organization with its stores; none elsewhere.
 */
export async function pageStructuredData({
  pathname,
  card,
  content,
  publicUrl,
  log,
}: {
  pathname: string;
  card: Card | null | undefined;
  content: ContentService;
  publicUrl: string;
  log: FastifyBaseLogger;
}): Promise<string[]> {
  if (card) return [productJsonLd(card, publicUrl), breadcrumbJsonLd(card, publicUrl)].map(jsonLdText);
  if (pathname !== '/') return [];
  try {
    const [contacts, stores] = await Promise.all([
      content.contactsInfo().catch(() => null),
      content.stores(),
    ]);
    return [jsonLdText(organizationJsonLd({ contacts, stores }, publicUrl))];
  } catch (error) {
    // The page serves without it rather than not at all.
    log.error({ err: error }, 'structured data of the main page failed');
    return [];
  }
}
