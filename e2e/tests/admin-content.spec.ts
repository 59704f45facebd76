import { randomBytes, randomUUID } from 'node:crypto';
import { adminMessages } from '@shop/shared/admin/messages';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import { bearerOf, expect, openSection, signInAsAdmin, test } from '../admin.ts';

// An admin and a shopper in two browsers, with sign-ins by mailed code, next to the other worker: under
// load such a journey takes 50 s. The limit is there to catch hangs, not slowness.
test.describe.configure({ timeout: 120_000 });

const run = randomBytes(3).toString('hex');

test('an admin edits a support answer and a shopper reads it, markup shown as text', async ({
  page,
  shopper,
  shop,
}) => {
  await signInAsAdmin(page, shop);
  await openSection(page, 'Контент', 'Работа сайта');
  const texts = page.getByRole('region', { name: 'Тексты поддержки' });
  await texts
    .getByRole('tablist', { name: 'Страницы поддержки' })
    .getByRole('tab', { name: 'Возврат' })
    .click();
  const answer = texts.getByRole('textbox', { name: 'Условия возврата' });
  await expect(answer).toBeVisible();
  const original = await answer.inputValue();
  // Markup and an entity: a shopper must see them as typed, never as bold text or a link.
  const text = `Вернём деньги за 14 дней, <b>без вопросов</b> &amp; <a href="/x">ссылка</a> ${run}`;

  try {
    await answer.fill(text);
    await texts.getByRole('button', { name: 'Сохранить «Возврат»' }).click();
    await expect(texts.getByRole('status').filter({ hasText: 'Раздел «Возврат» сохранён' })).toBeVisible();

    await shopper.goto('/support/back');
    await shopper.getByRole('button', { name: 'Условия возврата' }).click();
    const shown = shopper.getByRole('region', { name: 'Условия возврата' });
    await expect(shown).toHaveText(text);
    await expect(shown.locator('b, a')).toHaveCount(0);

    // Saved for good: the admin's form reads it back after a reload.
    await page.reload();
    await texts.getByRole('tab', { name: 'Возврат' }).click();
    await expect(answer).toHaveValue(text);
  } finally {
    const restored = await page.request.patch('/api/admin/support_returns', {
      headers: await bearerOf(page),
      data: { return_policy: original },
    });
    expect(restored.status()).toBe(200);
  }
});

test('an admin switches the site off and on; shoppers see maintenance and cannot order meanwhile', async ({
  page,
  shopper,
  shop,
}) => {
  const groups = (await (await shopper.request.get('/api/products/grouped')).json()) as ProductGroup[];
  const productId = Number(buildCatalogCards(groups).find((c) => c.kind === 'regular')!.id);
  await shopper.goto('/catalog');
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText('Каталог');

  await signInAsAdmin(page, shop);
  try {
    await openSection(page, 'Контент', 'Работа сайта');
    const site = page.getByRole('region', { name: 'Работа сайта' });
    const open = site.getByRole('switch', { name: 'Сайт открыт для покупателей' });
    await expect(open).toBeChecked();
    await open.click();
    const confirm = page.getByRole('dialog', { name: 'Выключить сайт?' });
    await confirm.getByRole('button', { name: 'Выключить сайт' }).click();
    await expect(confirm).toBeHidden();
    await expect(site.getByRole('status').filter({ hasText: 'Сайт выключен для покупателей' })).toBeVisible();
    await expect(open).not.toBeChecked();

    // A shopper sees only the maintenance view, on any page.
    for (const path of ['/', '/catalog']) {
      await shopper.goto(path);
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Сайт временно не работает');
      await expect(shopper.getByRole('navigation')).toHaveCount(0);
      await expect(shopper.getByRole('contentinfo')).toHaveCount(0);
    }
    // And the API refuses the order, even with a full cart.
    const session = randomUUID();
    const added = await shopper.request.post('/api/cart/', {
      data: { product_id: productId, quantity: 1, session_id: session },
    });
    expect(added.status()).toBe(200);
    const order = await shopper.request.post(`/api/orders/?session_id=${session}`, {
      data: {
        first_name: 'Анна',
        last_name: 'Петрова',
        phone: '+79991234567',
        email: `closed.${run}@example.ru`,
        delivery: { delivery_type: 'pickup', shop_number: 1 },
      },
    });
    expect(order.status()).toBe(503);
    expect(await order.json()).toEqual({ detail: adminMessages.siteClosed });

    // The admin keeps working, after a reload too, with a reminder that shoppers are shut out.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Администрирование' })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'Сайт выключен для покупателей.' });
    await expect(banner).toBeVisible();
    await openSection(page, 'Заказы', 'Заказы');
    await expect(page.getByRole('search', { name: 'Поиск и фильтры заказов' })).toBeVisible();

    // The banner's link leads back to the switch, which turns the site on without asking.
    await banner.getByRole('link', { name: 'Включить' }).click();
    await expect(page).toHaveURL(/\/admin\/content#site$/);
    await expect(open).not.toBeChecked();
    await open.click();
    await expect(
      site.getByRole('status').filter({ hasText: 'Сайт снова открыт для покупателей' }),
    ).toBeVisible();
    await expect(open).toBeChecked();
    await expect(banner).toBeHidden();
  } finally {
    // Whatever happened above, the worker's shop is left open for the journeys after this one.
    await shop.app.services.content.setSiteActive(true);
  }

  await shopper.reload();
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText('Каталог');
  await expect(shopper.getByRole('navigation').first()).toBeVisible();
});
