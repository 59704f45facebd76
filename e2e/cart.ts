// The cart journeys' helpers: the catalogue as the storefront shows it, the cart dialog's rows and sums,
// and carts and stock set up behind the page's back.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { CartAnswer } from '@shop/shared/cart/cart-api';
import type { Product, ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { Card, RegularCard } from '@shop/shared/rules/cards';
import { cartItems, carts, products } from '../apps/server/src/db/schema.ts';
import { expect, type Shop } from './fixtures.ts';

export interface Catalogue {
  cards: Card[];
  productById: Map<number, Product>;
}

/** The cards the storefront shows and every product behind them, from GET /api/products/grouped. */
export async function catalogue(page: Page): Promise<Catalogue> {
  const groups = (await (await page.request.get('/api/products/grouped')).json()) as ProductGroup[];
  const productById = new Map<number, Product>();
  const walk = (group: ProductGroup) => {
    for (const product of group.products) productById.set(product.id, product);
    group.children.forEach(walk);
  };
  groups.forEach(walk);
  return { cards: buildCatalogCards(groups), productById };
}

/** Regular bars offering the 4 and 8 packs, in catalogue order. */
export const barsOf = (cards: readonly Card[]) =>
  cards.filter(
    (c): c is RegularCard =>
      c.kind === 'regular' &&
      c.subcategoryType === 'Bars' &&
      [4, 8].every((count) => c.quantityOptions.some((option) => option.count === count)),
  );

/** Per-unit price of a regular card's pack of `count`. */
export const packPrice = (card: RegularCard, count: number) =>
  card.quantityOptions.find((option) => option.count === count)!.pricePerUnit;

export const badge = (page: Page) => page.locator('#cart-count');
export const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Корзина' });

export async function openCart(page: Page): Promise<Locator> {
  // 'Корзина', or 'Корзина, 3 шт' with the badge's count.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Корзина(, \d+ шт)?$/ })
    .click();
  const dialog = cartDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The amount of a visible '… 1 290 ₽' text, in rubles. */
export async function amountIn(element: Locator): Promise<number> {
  const text = await element.innerText();
  const match = /(\d+)₽$/.exec(text.replace(/\s/g, ''));
  if (!match) throw new Error(`no amount in: ${text}`);
  return Number(match[1]);
}

export const rowsOf = (dialog: Locator) => dialog.getByRole('listitem');
/** A basket row's line sum: the amount beside its quantity select. */
export const lineSumOf = (row: Locator) => row.locator('label + span');
export const totalOf = (dialog: Locator) =>
  dialog.locator('p', { has: dialog.page().getByText('Итого', { exact: true }) });

export async function lineSums(dialog: Locator): Promise<number[]> {
  return Promise.all((await rowsOf(dialog).all()).map((row) => amountIn(lineSumOf(row))));
}

/** The guest session id the page keeps (it is made by the page's first cart call, so wait for it). */
export async function sessionOf(page: Page): Promise<string> {
  const read = () => page.evaluate(() => localStorage.getItem('session_id'));
  await expect.poll(read, { message: 'the page has no guest session id' }).not.toBeNull();
  return (await read())!;
}

export async function serverCart(page: Page, sessionId: string): Promise<CartAnswer> {
  const response = await page.request.get(`/api/cart/?session_id=${sessionId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartAnswer;
}

/**
 * A guest whose cart already holds `lines` (put there through the API, as an earlier visit would have):
 * the page will carry the session id in its local storage from its first load.
 */
export async function guestWithCart(
  page: Page,
  lines: readonly { productId: number; quantity: number }[],
): Promise<string> {
  const sessionId = randomUUID();
  await page.addInitScript((id) => localStorage.setItem('session_id', id), sessionId);
  for (const line of lines) {
    const response = await page.request.post('/api/cart/', {
      data: { product_id: line.productId, quantity: line.quantity, session_id: sessionId },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return sessionId;
}

/** Units of a product that carts with a live hold keep from everybody else. */
export async function heldUnits(shop: Shop, productId: number): Promise<number> {
  const [row] = await shop.database.db
    .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.productId, productId), gt(carts.heldUntil, new Date())));
  return Number(row?.units ?? 0);
}

/** Sets a product's stock the way an admin's change would (the catalogue cache is dropped). */
export async function setStock(shop: Shop, productId: number, quantity: number): Promise<void> {
  await shop.database.db.update(products).set({ quantity }).where(eq(products.id, productId));
  shop.app.services.catalog.invalidate();
}
