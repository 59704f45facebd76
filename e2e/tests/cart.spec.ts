import type { GiftCard, MerchCard, RegularCard } from '@shop/shared/rules/cards';
import { expect, test } from '../fixtures.ts';
import {
  amountIn,
  badge,
  barsOf,
  cartDialog,
  catalogue,
  guestWithCart,
  lineSumOf,
  lineSums,
  openCart,
  packPrice,
  rowsOf,
  serverCart,
  sessionOf,
  totalOf,
} from '../cart.ts';

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
