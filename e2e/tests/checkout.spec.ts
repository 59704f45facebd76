import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CartAnswer } from '@shop/shared/cart/cart-api';
import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders/order-api';
import { checkoutMessages } from '@shop/shared/orders/messages';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import { acceptTerms, currentConsents } from '../consents.ts';
import { expect, test } from '../fixtures.ts';
import { newEmail, regularCards } from '../shop-data.ts';
import { signIn } from '../sign-in.ts';

const bars = (page: Page) => regularCards(page, 'Bars');

/** The total the checkout's summary shows (its machine-readable value). */
const shownTotal = async (page: Page) =>
  Number(await page.getByRole('region', { name: 'Ваш заказ' }).locator('data').getAttribute('value'));

/** Fills the checkout contacts and ticks the consent checkboxes. */
async function fillContacts(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Петрова');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await acceptTerms(page);
}

/** A guest whose cart holds `quantity` of a bar (added through the API the cart buttons use). */
async function guestWithCart(page: Page, productId: number, quantity: number): Promise<string> {
  const session = randomUUID();
  await page.addInitScript((id) => localStorage.setItem('session_id', id), session);
  const added = await page.request.post('/api/cart/', {
    data: { product_id: productId, quantity, session_id: session },
  });
  expect(added.status()).toBe(200);
  return session;
}

const bearer = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
});

/** A paid order made through the API (an earlier visit): it gives the customer bonuses and a history. */
async function earlierPaidOrder(page: Page, request: APIRequestContext, productId: number, quantity: number) {
  const headers = await bearer(page);
  expect(
    (await request.post('/api/cart/', { headers, data: { product_id: productId, quantity } })).status(),
  ).toBe(200);
  const placed = await request.post('/api/orders/', {
    headers,
    data: {
      first_name: 'Анна',
      last_name: 'Петрова',
      phone: '+79991234567',
      email: 'anna@example.ru',
      delivery: { delivery_type: 'pickup', shop_number: 1 },
      consents: await currentConsents(request),
    },
  });
  expect(placed.status()).toBe(201);
  const { order, payment_url } = (await placed.json()) as CreateOrderAnswer;
  const paid = await request.post(`/api/payments/test/${payment_url!.split('/').pop()}/confirm`, {
    data: { outcome: 'succeeded' },
  });
  expect(paid.status()).toBe(200);
  return order;
}

test('a guest checks out with pickup, pays on the test page and sees the order done', async ({ page }) => {
  const bar = (await bars(page))[0]!;
  await guestWithCart(page, Number(bar.id), 2);
  await page.goto('/check_out_page');
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();

  // Nothing filled in: every problem is named and the first field gets the focus.
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByText('Минимум 2 символа')).toHaveCount(2);
  await expect(page.getByText('Некорректный номер телефона')).toBeVisible();
  await expect(page.getByText('Некорректный email')).toBeVisible();
  await expect(page.getByText('Выберите магазин для самовывоза')).toBeVisible();
  await page.getByRole('textbox', { name: 'Имя' }).fill('А');
  await expect(page.getByText('Минимум 2 символа')).toHaveCount(1); // cleared as soon as it was edited

  const email = newEmail('guest');
  await fillContacts(page, email);
  const stores = (await (await page.request.get('/api/stores')).json()) as { name: string }[];
  await page.getByRole('radio', { name: new RegExp(stores[1]!.name) }).check();
  await expect(page.getByText('Товары зарезервированы за вами ещё')).toBeVisible();
  await expect.poll(() => shownTotal(page)).toBe(bar.price.current * 2);

  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /Заказ №\d+/ })).toBeVisible();
  await expect(page.getByText('Тестовая оплата', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(/\/personalAccount\/orders\?order=\d+$/);
  const order = page
    .getByRole('listitem')
    .filter({ hasText: /Заказ №\d+/ })
    .first();
  await expect(order.getByText('Завершен')).toBeVisible();
  await expect(order.getByRole('button', { name: 'Повторить' })).toBeVisible();
  // The cart is empty: the order took it.
  await expect(page.locator('#cart-count')).toBeHidden();
});

test('a customer pays part with bonuses, courier and a gift package, declines, then pays again', async ({
  page,
  shop,
}) => {
  const [bar, other] = await bars(page);
  const email = newEmail('bonus');
  await page.goto('/');
  await signIn(page, shop, email);
  await earlierPaidOrder(page, page.request, Number(other!.id), 4); // cash back to spend
  const before = (await (
    await page.request.get('/api/loyalty/', { headers: await bearer(page) })
  ).json()) as LoyaltyCard;
  expect(before.balance).toBeGreaterThan(0);

  const headers = await bearer(page);
  await page.request.post('/api/cart/', { headers, data: { product_id: Number(bar!.id), quantity: 1 } });
  await page.goto('/check_out_page');
  await fillContacts(page, email);
  await page.getByRole('radio', { name: /Доставка курьером/ }).check();
  // The courier goes about the city only: an address elsewhere is refused at the field, by its zone.
  const address = page.getByRole('textbox', { name: 'Адрес доставки' });
  await expect(address).toHaveAccessibleDescription(/Курьер доставляет в пределах зоны: Санкт-Петербург/);
  await address.fill('Москва, Тверская 1');
  await address.blur();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(checkoutMessages.outsideZone('Санкт-Петербург'))).toBeVisible();
  await address.fill('Санкт-Петербург, ул. Ленина, 1, кв. 5');
  await page.getByRole('group', { name: 'Дата доставки' }).getByRole('radio').first().check();
  await page.getByRole('group', { name: 'Время доставки' }).getByRole('radio').first().check();
  await page.getByRole('switch', { name: /Списать бонусы/ }).check();
  await page.getByRole('checkbox', { name: /Подарочная упаковка/ }).check();

  const goods = bar!.price.current;
  const bonus = Math.min(before.balance, Math.floor(goods * 0.3));
  const expected = goods + 300 + 50 - bonus;
  await expect.poll(() => shownTotal(page)).toBe(expected);

  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: 'Отказаться' }).click();
  await expect(page).toHaveURL(/\/personalAccount\/orders\?order=\d+$/);

  const unpaid = page.getByRole('listitem').filter({ hasText: 'В процессе' }).first();
  await expect(unpaid).toBeVisible();
  // Declined: the order says so and offers to pay again.
  await expect(unpaid.getByRole('button', { name: /^Заказ №/ })).toContainText('Оплата не прошла');
  await expect(
    unpaid.getByText('Оплата не прошла — деньги не списаны. Заказ ждёт оплаты: попробуйте ещё раз'),
  ).toBeVisible();
  // The shortcut in the header leads back here while an order waits.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Оплатить заказ' })).toBeVisible();
  await unpaid.getByRole('button', { name: 'Оплатить ещё раз' }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/personalAccount\/orders/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Завершен' }).first()).toBeVisible();
  // Nothing is left to pay: the shortcut is gone, and stays gone after a reload.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Оплатить заказ' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Заказы/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Оплатить заказ' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('addOrder'))).toBeNull();

  const orders = (await (
    await page.request.get('/api/orders/', { headers: await bearer(page) })
  ).json()) as Order[];
  expect(orders[0]).toMatchObject({
    status: 'paid',
    total_amount: expected,
    bonus_spent: bonus,
    delivery_amount: 300,
    packages_amount: 50,
    delivery: { delivery_type: 'courier', address: 'Санкт-Петербург, ул. Ленина, 1, кв. 5' },
  });
  expect(courierDates(new Date())).toContain(orders[0]!.delivery.date);
  const after = (await (
    await page.request.get('/api/loyalty/', { headers: await bearer(page) })
  ).json()) as LoyaltyCard;
  expect(after.balance).toBe(before.balance - bonus + orders[0]!.cash_back);
});

test('«Повторить» puts a paid order’s goods back into the cart', async ({ page, shop }) => {
  const [, , bar] = await bars(page);
  await page.goto('/');
  await signIn(page, shop, newEmail('repeat'));
  const order = await earlierPaidOrder(page, page.request, Number(bar!.id), 2);
  await page.goto(`/personalAccount/orders?order=${order.id}`);
  const card = page.getByRole('listitem').filter({ hasText: `Заказ №${order.retailcrm_id}` });
  await card.getByRole('button', { name: 'Повторить' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.locator('#cart-count')).toHaveText('2');
  const cart = (await (
    await page.request.get('/api/cart/', { headers: await bearer(page) })
  ).json()) as CartAnswer;
  expect(cart.items.map((i) => [i.product_id, i.quantity])).toEqual([[Number(bar!.id), 2]]);
});

test('the loyalty card’s progress moves with paid orders', async ({ page, shop }) => {
  const [bar] = await bars(page);
  await page.goto('/');
  await signIn(page, shop, newEmail('loyal'));
  await page.goto('/personalAccount/cardLoyal');
  const progress = page.getByRole('progressbar', { name: 'Сумма оплаченных заказов' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Silver').first()).toBeVisible();

  const order = await earlierPaidOrder(page, page.request, Number(bar!.id), 8);
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', String(order.total_amount));
  await expect(page.getByText(`Заказ №${order.retailcrm_id}`)).toBeVisible();
  // The explanation is generated from the levels table: Platinum pays up to 50 %.
  await expect(page.getByText('Бонусами можно оплатить до 50 % стоимости товаров')).toBeVisible();
});
