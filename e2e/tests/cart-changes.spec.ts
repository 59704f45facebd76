import { randomUUID } from 'node:crypto';
import type { RegularCard } from '@shop/shared/rules/cards';
import { appTookOver, expect, test } from '../fixtures.ts';
import {
  amountIn,
  badge,
  barsOf,
  catalogue,
  guestWithCart,
  heldUnits,
  lineSumOf,
  openCart,
  packPrice,
  rowsOf,
  serverCart,
  sessionOf,
  setStock,
  totalOf,
} from '../cart.ts';

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
