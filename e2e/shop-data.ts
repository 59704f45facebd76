import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { RegularCard } from '@shop/shared/rules/cards';

/** One address per call: the shop's database and limits outlive a single test (and a single run). */
const run = randomBytes(3).toString('hex');
let count = 0;
export const newEmail = (name: string) => `${name}.${run}.${++count}@example.ru`;

/** The storefront's regular products of one subcategory (e.g. 'Bars', 'Brownie'), as its cards show them. */
export async function regularCards(page: Page, subcategory: string): Promise<RegularCard[]> {
  const groups = (await (await page.request.get('/api/products/grouped')).json()) as ProductGroup[];
  return buildCatalogCards(groups).filter(
    (c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === subcategory,
  );
}
