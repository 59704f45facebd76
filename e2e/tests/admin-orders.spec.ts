import type { Page } from '@playwright/test';
import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders/order-api';
import {
  adminProduct,
  bearerOf,
  expect,
  openSection,
  signInAsAdmin,
  signInAsCustomer,
  test,
} from '../admin.ts';
import { acceptTerms, currentConsents } from '../consents.ts';
import { newEmail, regularCards } from '../shop-data.ts';

// An admin and a shopper in two browsers, with sign-ins by mailed code, next to the other worker: under
// load such a journey takes 50 s. The limit is there to catch hangs, not slowness.
test.describe.configure({ timeout: 120_000 });

/** Brownies: the checkout and cart journeys use bars. */
const brownies = (page: Page) => regularCards(page, 'Brownie');

/** The order's line in the admin list and the details it opens to. */
async function openAdminOrder(page: Page, number: string) {
  await openSection(page, 'Заказы', 'Заказы');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(number);
  const list = page.getByRole('list', { name: 'Заказы магазина' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem').filter({ hasText: `№${number}` });
  await row.getByRole('button', { name: new RegExp(`Заказ №${number}`) }).click();
  const details = row.getByRole('region', { name: `Заказ №${number}` });
  await expect(details).toBeVisible();
  return { row, details };
}

/** The order's card in the customer's history. */
const historyCard = (page: Page, number: string) =>
  page.getByRole('listitem').filter({ hasText: `Заказ №${number}` });

test('an admin moves a paid order to «Готов к выдаче» and the customer’s history shows it', async ({
  page,
  shopper,
  shop,
}) => {
  // The customer checks out with pickup and pays on the test payment page.
  const [brownie] = await brownies(page);
  const email = newEmail('ready');
  await signInAsCustomer(shopper, shop, email);
  const added = await shopper.request.post('/api/cart/', {
    headers: await bearerOf(shopper),
    data: { product_id: Number(brownie!.id), quantity: 2 },
  });
  expect(added.status()).toBe(200);
  await shopper.goto('/check_out_page');
  await shopper.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await shopper.getByRole('textbox', { name: 'Фамилия' }).fill('Петрова');
  await shopper.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
  await shopper.getByRole('textbox', { name: 'Email' }).fill(email);
  const stores = (await (await shopper.request.get('/api/stores')).json()) as { name: string }[];
  await shopper.getByRole('radio', { name: new RegExp(stores[0]!.name) }).check();
  await acceptTerms(shopper);
  await shopper.getByRole('button', { name: 'Оплатить' }).click();
  await expect(shopper).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
  const heading = shopper.getByRole('heading', { name: /Заказ №\d+/ });
  const number = /№(\d+)/.exec(await heading.innerText())![1]!;
  await shopper.getByRole('button', { name: 'Оплатить' }).click();
  await expect(shopper).toHaveURL(/\/personalAccount\/orders\?order=\d+$/);
  await expect(historyCard(shopper, number).getByText('Завершен')).toBeVisible();

  // The admin finds it by its number and moves it through the pickup steps.
  await signInAsAdmin(page, shop);
  const { row, details } = await openAdminOrder(page, number);
  await expect(details.getByText('Оплачен', { exact: true })).toBeVisible();
  // To staff a paid order is not done yet: it waits to be assembled.
  await expect(row.getByRole('button', { name: new RegExp(`№${number}`) })).toContainText(
    'Оплачен, ждёт сборки',
  );
  await details.getByRole('button', { name: 'Собирается' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Статус изменён: Собирается' })).toBeVisible();
  await expect(row.getByRole('button', { name: new RegExp(`№${number}`) })).toContainText('Собирается');
  await details.getByRole('button', { name: 'Готов к выдаче' }).click();
  await expect(
    details.getByRole('status').filter({ hasText: 'Статус изменён: Готов к выдаче' }),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: new RegExp(`№${number}`) })).toContainText('Готов к выдаче');
  // A slip of the finger can be undone from here, and the next step is the hand-over.
  await expect(details.getByRole('button', { name: 'Вернуть в сборку' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Выдан' })).toBeVisible();

  // The customer is mailed where and until when to collect it.
  const ready = await shop.mail.latest(email, (mail) => mail.subject === `Заказ №${number} готов к выдаче`);
  const store = (
    (await (await shopper.request.get('/api/stores')).json()) as {
      name: string;
      address: string;
      hours: string;
    }[]
  )[0]!;
  for (const part of [store.name, store.address, store.hours]) expect(ready.text).toContain(part);

  // The customer's history says so.
  await shopper.reload();
  await expect(historyCard(shopper, number).getByText('Завершен')).toBeVisible();
  await expect(
    historyCard(shopper, number).getByText(`Готов к выдаче — ждём вас в ${stores[0]!.name}`),
  ).toBeVisible();
});

test('an admin refunds a paid order: money, stock and bonuses go back', async ({ page, shopper, shop }) => {
  const [, brownie] = await brownies(page);
  const productId = Number(brownie!.id);
  await signInAsAdmin(page, shop);
  const before = await adminProduct(page.request, page, productId);

  // The customer's paid order (placed and paid through the API the checkout uses).
  await signInAsCustomer(shopper, shop, newEmail('refund'));
  const headers = await bearerOf(shopper);
  await shopper.request.post('/api/cart/', { headers, data: { product_id: productId, quantity: 3 } });
  const placed = await shopper.request.post('/api/orders/', {
    headers,
    data: {
      first_name: 'Борис',
      last_name: 'Смирнов',
      phone: '+79997654321',
      email: 'boris@example.ru',
      delivery: { delivery_type: 'pickup', shop_number: 1 },
      consents: await currentConsents(shopper.request),
    },
  });
  expect(placed.status()).toBe(201);
  const { order, payment_url } = (await placed.json()) as CreateOrderAnswer;
  const paid = await shopper.request.post(`/api/payments/test/${payment_url!.split('/').pop()}/confirm`, {
    data: { outcome: 'succeeded' },
  });
  expect(paid.status()).toBe(200);
  const number = order.retailcrm_id;
  expect((await adminProduct(page.request, page, productId)).quantity).toBe(before.quantity - 3);
  const loyalty = async () =>
    ((await (await shopper.request.get('/api/loyalty/', { headers })).json()) as LoyaltyCard).balance;
  expect(await loyalty()).toBeGreaterThan(0); // the order's cash back

  // The admin cancels it with a reason; the money goes back through the provider.
  const { row, details } = await openAdminOrder(page, number);
  await details.getByRole('button', { name: 'Отменить и вернуть деньги' }).click();
  const dialog = page.getByRole('dialog', { name: `Отменить заказ №${number}?` });
  await dialog.getByRole('button', { name: 'Отменить и вернуть деньги' }).click();
  await expect(dialog.getByText('Укажите причину отмены')).toBeVisible(); // a reason is required
  await dialog.getByRole('textbox', { name: 'Причина отмены' }).fill('Покупатель вернул товар');
  await dialog.getByRole('button', { name: 'Отменить и вернуть деньги' }).click();
  await expect(dialog).toBeHidden();
  await expect(details.getByRole('status').filter({ hasText: 'Готово: Деньги возвращены' })).toBeVisible();
  await expect(row.getByRole('button', { name: new RegExp(`№${number}`) })).toContainText(
    'Деньги возвращены',
  );
  await expect(details.getByText('Деньги возвращены покупателю')).toBeVisible();

  // The stock is back on the shelves, as the catalogue shows it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSection(page, 'Каталог', 'Каталог');
  await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill(before.name);
  const productRow = page
    .getByRole('table', { name: 'Товары' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: `${before.name} ${before.group}`, exact: true }),
    });
  // Cells: price, stock, held, free.
  await expect(productRow.getByRole('cell').nth(1)).toHaveText(String(before.quantity));

  // The customer sees the refund in the history, and the order's cash back is gone.
  await shopper.goto(`/personalAccount/orders?order=${order.id}`);
  await expect(historyCard(shopper, number).getByText('Деньги возвращены')).toBeVisible();
  expect(await loyalty()).toBe(0);
  const orders = (await (await shopper.request.get('/api/orders/', { headers })).json()) as Order[];
  expect(orders.find((o) => o.id === order.id)?.status).toBe('refunded');
});
