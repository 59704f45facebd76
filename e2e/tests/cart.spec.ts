import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { CartAnswer } from '@shop/shared/cart';
import type { Product, ProductGroup } from '@shop/shared/catalog';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { Card, GiftCard, MerchCard, RegularCard } from '@shop/shared/rules/cards';
import { cartItems, carts, products } from '../../apps/server/src/db/schema.ts';
import { appTookOver, expect, type Shop, test } from '../fixtures.ts';

interface Catalogue {
  cards: Card[];
  productById: Map<number, Product>;
}

/** The cards the storefront shows and every product behind them, from GET /api/products/grouped. */
async function catalogue(page: Page): Promise<Catalogue> {
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
const barsOf = (cards: readonly Card[]) =>
  cards.filter(
    (c): c is RegularCard =>
      c.kind === 'regular' &&
      c.subcategoryType === 'Bars' &&
      [4, 8].every((count) => c.quantityOptions.some((option) => option.count === count)),
  );

/** Per-unit price of a regular card's pack of `count`. */
const packPrice = (card: RegularCard, count: number) =>
  card.quantityOptions.find((option) => option.count === count)!.pricePerUnit;

const badge = (page: Page) => page.locator('#cart-count');
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Корзина' });

async function openCart(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Корзина', exact: true }).click();
  const dialog = cartDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The amount of a visible '… 1 290 ₽' text, in rubles. */
async function amountIn(element: Locator): Promise<number> {
  const text = await element.innerText();
  const match = /(\d+)₽$/.exec(text.replace(/\s/g, ''));
  if (!match) throw new Error(`no amount in: ${text}`);
  return Number(match[1]);
}

const rowsOf = (dialog: Locator) => dialog.getByRole('listitem');
/** A basket row's line sum: the amount beside its quantity select. */
const lineSumOf = (row: Locator) => row.locator('label + span');
const totalOf = (dialog: Locator) =>
  dialog.locator('p', { has: dialog.page().getByText('Итого', { exact: true }) });

async function lineSums(dialog: Locator): Promise<number[]> {
  return Promise.all((await rowsOf(dialog).all()).map((row) => amountIn(lineSumOf(row))));
}

const sessionOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('session_id')))!;

async function serverCart(page: Page, sessionId: string): Promise<CartAnswer> {
  const response = await page.request.get(`/api/cart/?session_id=${sessionId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartAnswer;
}

/**
 * A guest whose cart already holds `lines` (put there through the API, as an earlier visit would have):
 * the page will carry the session id in its local storage from its first load.
 */
async function guestWithCart(
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
async function heldUnits(shop: Shop, productId: number): Promise<number> {
  const [row] = await shop.database.db
    .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.productId, productId), gt(carts.heldUntil, new Date())));
  return Number(row?.units ?? 0);
}

/** Sets a product's stock the way an admin's change would (the catalogue cache is dropped). */
async function setStock(shop: Shop, productId: number, quantity: number): Promise<void> {
  await shop.database.db.update(products).set({ quantity }).where(eq(products.id, productId));
  shop.app.services.catalog.invalidate();
}

test('a guest adds a bar, a ready box, a merch size and a gift card and sees them all in the cart', async ({
  page,
}) => {
  const { cards, productById } = await catalogue(page);
  const bar = barsOf(cards)[0]!;
  const readyBox = cards.find(
    (c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Ready_box',
  )!;
  const merch = cards.find(
    (c): c is MerchCard => c.kind === 'merch' && c.sizes.filter((s) => s.available).length > 1,
  )!;
  const gift = cards.find((c): c is GiftCard => c.kind === 'gifted_card' && c.denominations.length > 1)!;
  // Not the preselected size nor the default denomination: the shopper's choice must be what is added.
  const size = merch.sizes.filter((s) => s.available)[1]!;
  const denomination = gift.denominations[gift.denominations.length - 1]!;
  const giftProductId = gift.productIdByDenomination[denomination]!;

  // A bar from its catalogue card, 4 pieces.
  await page.goto('/catalog');
  const barCard = page
    .getByRole('main')
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: bar.title, exact: true }) });
  await barCard.getByRole('button', { name: '4 шт', exact: true }).click();
  await expect(barCard.getByRole('button', { name: '4 шт', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(badge(page)).toBeHidden();
  const barAdd = barCard.getByRole('button', { name: 'В корзину' });
  await barAdd.click();
  // The picture takes off at the click and lands 2 s later, whether or not the server has answered yet
  // (on a loaded machine the badge may come later than the landing).
  const flyer = page.locator('[data-flying-image]');
  await expect(flyer).toHaveCount(1);
  await expect(flyer).toHaveCount(0, { timeout: 5_000 });
  await expect(badge(page)).toHaveText('4');
  const inCartLabel = barCard.getByText('В корзине: 4 шт.');
  await page.mouse.move(0, 0);
  await expect(inCartLabel).toHaveCSS('opacity', '0');
  await barAdd.hover();
  await expect(inCartLabel).toHaveCSS('opacity', '1');

  // A ready box from its product page.
  await page.goto(`/catalog/${readyBox.id}`);
  await expect(badge(page)).toHaveText('4');
  await page
    .getByRole('region', { name: 'Покупка' })
    .getByRole('button', { name: /^В корзину/ })
    .click();
  await expect(badge(page)).toHaveText('5');

  // A merch item in the size the shopper picks.
  await page.goto(`/merch/${merch.id}`);
  const merchPanel = page.getByRole('region', { name: 'Покупка' });
  const sizeButton = merchPanel
    .getByRole('group', { name: 'Размер' })
    .getByRole('button', { name: size.size, exact: true });
  await sizeButton.click();
  await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');
  await merchPanel.getByRole('button', { name: /^В корзину/ }).click();
  await expect(badge(page)).toHaveText('6');

  // A gift card of the chosen denomination.
  await page.goto(`/merch/${gift.id}`);
  const giftPanel = page.getByRole('region', { name: 'Покупка' });
  const label = new RegExp(`^${denomination.toLocaleString('ru-RU').replace(/\s/g, '\\s?')}`);
  await giftPanel.getByRole('group', { name: 'Номинал' }).getByRole('button', { name: label }).click();
  const giftAdd = giftPanel.getByRole('button', { name: /^В корзину/ });
  await expect.poll(() => amountIn(giftAdd)).toBe(denomination);
  await giftAdd.click();
  await expect(badge(page)).toHaveText('7');

  // The server holds exactly what was chosen, at the prices the shop shows.
  const expected = [
    { productId: Number(bar.id), quantity: 4, price: packPrice(bar, 4) },
    { productId: Number(readyBox.id), quantity: 1, price: productById.get(Number(readyBox.id))!.price },
    { productId: size.id, quantity: 1, price: productById.get(size.id)!.price },
    { productId: giftProductId, quantity: 1, price: denomination },
  ].map((line) => ({ ...line, name: productById.get(line.productId)!.name }));
  const cart = await serverCart(page, await sessionOf(page));
  expect(
    cart.items.map((item) => ({
      productId: item.product_id,
      quantity: item.quantity,
      price: item.price,
      name: item.product.name,
    })),
  ).toEqual(expected);

  const dialog = await openCart(page);
  const rows = rowsOf(dialog);
  await expect(rows).toHaveCount(4);
  for (const [index, line] of expected.entries()) {
    const row = rows.nth(index);
    // A merch row shows the name without its size, and the size apart.
    const shown = line.name.replace(/\s(XS|S|M|L|XL|XXL|XXXL|ONE)$/, '');
    await expect(row).toContainText(shown);
    await expect(row.getByRole('combobox', { name: `Количество: ${shown}`, exact: true })).toHaveValue(
      String(line.quantity),
    );
    await expect(row.getByRole('button', { name: `Удалить: ${shown}`, exact: true })).toBeVisible();
    expect(await amountIn(lineSumOf(row))).toBe(line.price * line.quantity);
  }
  await expect(rows.nth(2)).toContainText(`Размер: ${size.size}`);
  const sums = await lineSums(dialog);
  const total = expected.reduce((sum, line) => sum + line.price * line.quantity, 0);
  expect(sums.reduce((a, b) => a + b, 0)).toBe(total);
  expect(await amountIn(totalOf(dialog))).toBe(total);
  await expect(dialog.getByText('Товары зарезервированы за вами на 15 минут.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page).toHaveURL(/\/check_out_page$/);
  await expect(cartDialog(page)).toBeHidden();
});

test('changing and removing cart lines updates the sums, survives a reload and shows in a new tab', async ({
  page,
  context,
  consoleErrors,
}) => {
  const { cards } = await catalogue(page);
  const [bar, other] = barsOf(cards).slice(1, 3) as [RegularCard, RegularCard];
  const sessionId = await guestWithCart(page, [
    { productId: Number(bar.id), quantity: 4 },
    { productId: Number(other.id), quantity: 1 },
  ]);

  await page.goto('/');
  await expect(badge(page)).toHaveText('5');
  let dialog = await openCart(page);
  const quantity = dialog.getByRole('combobox', { name: `Количество: ${bar.title}`, exact: true });
  await expect(quantity).toHaveValue('4');
  const barRow = rowsOf(dialog).filter({
    has: page.getByRole('combobox', { name: `Количество: ${bar.title}`, exact: true }),
  });
  expect(await amountIn(lineSumOf(barRow))).toBe(4 * packPrice(bar, 4));
  expect(await amountIn(totalOf(dialog))).toBe(4 * packPrice(bar, 4) + other.price.current);
  await expect(quantity.locator('option')).toHaveText(['1 шт', '4 шт', '8 шт', '12 шт']);

  // 8 pieces: the 8-pack price per piece, and the total follows.
  await quantity.selectOption({ label: '8 шт' });
  const eightSum = 8 * packPrice(bar, 8);
  await expect.poll(() => amountIn(lineSumOf(barRow))).toBe(eightSum);
  await expect.poll(() => amountIn(totalOf(dialog))).toBe(eightSum + other.price.current);
  await expect(badge(page)).toHaveText('9');
  await expect
    .poll(async () => (await serverCart(page, sessionId)).items.map((i) => [i.product_id, i.quantity]))
    .toEqual([
      [Number(bar.id), 8],
      [Number(other.id), 1],
    ]);

  await page.reload();
  await expect(badge(page)).toHaveText('9');
  dialog = await openCart(page);
  await expect(dialog.getByRole('combobox', { name: `Количество: ${bar.title}`, exact: true })).toHaveValue(
    '8',
  );
  expect(await amountIn(totalOf(dialog))).toBe(eightSum + other.price.current);

  // Removing the other bar.
  await dialog.getByRole('button', { name: `Удалить: ${other.title}`, exact: true }).click();
  await expect(rowsOf(dialog)).toHaveCount(1);
  await expect(dialog.getByText(other.title)).toHaveCount(0);
  await expect.poll(() => amountIn(totalOf(dialog))).toBe(eightSum);
  await expect(badge(page)).toHaveText('8');
  await expect.poll(async () => (await serverCart(page, sessionId)).items.length).toBe(1);

  await page.reload();
  await expect(badge(page)).toHaveText('8');
  dialog = await openCart(page);
  await expect(rowsOf(dialog)).toHaveCount(1);
  await expect(dialog.getByText(other.title)).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: `Количество: ${bar.title}`, exact: true })).toHaveValue(
    '8',
  );

  // The same guest in a second tab sees the same cart.
  const second = await context.newPage();
  second.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`second tab: ${msg.text()}`);
  });
  second.on('pageerror', (err) => consoleErrors.push(`second tab: ${err.message}`));
  await second.goto('/catalog');
  await appTookOver(second);
  await expect(badge(second)).toHaveText('8');
  const secondDialog = await openCart(second);
  await expect(rowsOf(secondDialog)).toHaveCount(1);
  await expect(
    secondDialog.getByRole('combobox', { name: `Количество: ${bar.title}`, exact: true }),
  ).toHaveValue('8');
  expect(await amountIn(totalOf(secondDialog))).toBe(eightSum);
  await second.close();
});

test('"Очистить корзину" empties the cart and "Перейти в каталог" leads to the catalogue', async ({
  page,
}) => {
  const { cards } = await catalogue(page);
  const [bar] = barsOf(cards);
  const gift = cards.find((c): c is GiftCard => c.kind === 'gifted_card')!;
  const sessionId = await guestWithCart(page, [
    { productId: Number(bar!.id), quantity: 4 },
    { productId: gift.productIdByDenomination[gift.selectedDenomination]!, quantity: 1 },
  ]);

  await page.goto('/');
  await expect(badge(page)).toHaveText('5');
  const dialog = await openCart(page);
  await expect(rowsOf(dialog)).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Очистить корзину' }).click();

  await expect(dialog.getByText('Ваша корзина пуста, добавьте товары')).toBeVisible();
  await expect(rowsOf(dialog)).toHaveCount(0);
  await expect(dialog.getByText('Итого')).toHaveCount(0);
  await expect(badge(page)).toBeHidden();
  await expect.poll(async () => (await serverCart(page, sessionId)).items).toEqual([]);

  await dialog.getByRole('button', { name: 'Перейти в каталог' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(cartDialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог');
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
});

test('adding more than is left shows the server message and takes the badge back', async ({
  page,
  shop,
  consoleErrors,
}) => {
  const { cards, productById } = await catalogue(page);
  const bar = barsOf(cards).at(-1)!;
  const productId = Number(bar.id);
  const seeded = productById.get(productId)!.quantity;
  // Five free units whatever other guests of this server hold, five more held by a shopper at another
  // address: half the stock, what one shopper may take 'в одни руки', is then more than the five left.
  await setStock(shop, productId, (await heldUnits(shop, productId)) + 10);
  const other = await page.request.post('/api/cart/', {
    data: { product_id: productId, quantity: 5, session_id: randomUUID() },
    headers: { 'x-forwarded-for': '198.51.100.23' },
  });
  expect(other.ok(), await other.text()).toBe(true);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.24' });
  try {
    await page.goto(`/catalog/${bar.id}`);
    const panel = page.getByRole('region', { name: 'Покупка' });
    await panel
      .getByRole('group', { name: 'Упаковка' })
      .getByRole('button', { name: '4 шт', exact: true })
      .click();
    const add = panel.getByRole('button', { name: /^В корзину/ });
    await add.click();
    await expect(badge(page)).toHaveText('4');
    await expect(add).toBeEnabled();

    // The second 4: the badge counts it at once, then gives it back when the server refuses.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const cartApi = (url: URL) => url.pathname === '/api/cart/';
    await page.route(cartApi, async (route) => {
      if (route.request().method() === 'POST') await answered;
      await route.fallback();
    });
    await add.click();
    await expect(badge(page)).toHaveText('8');
    answer();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(`Недостаточно товара «${bar.title}»: можно добавить ещё 1 шт.`);
    await expect(badge(page)).toHaveText('4');
    await page.unroute(cartApi);

    // The last free unit goes in; after it the product has run out.
    await panel
      .getByRole('group', { name: 'Упаковка' })
      .getByRole('button', { name: '1 шт', exact: true })
      .click();
    await add.click();
    await expect(badge(page)).toHaveText('5');
    await expect(alert).toBeHidden();
    await add.click();
    await expect(alert).toHaveText(`Товар «${bar.title}» закончился: все единицы уже в корзинах покупателей`);
    await expect(badge(page)).toHaveText('5');

    const cart = await serverCart(page, await sessionOf(page));
    expect(cart.items.map((i) => [i.product_id, i.quantity])).toEqual([[productId, 5]]);
    const dialog = await openCart(page);
    await expect(dialog.getByRole('combobox', { name: `Количество: ${bar.title}`, exact: true })).toHaveValue(
      '5',
    );
  } finally {
    await setStock(shop, productId, seeded);
  }
  // The browser reports each refused request (409) as a failed resource; those are the refusals above.
  const refused = consoleErrors.filter((text) => /status of 409/.test(text));
  expect(refused).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !refused.includes(text)));
});
