import { randomBytes } from 'node:crypto';
import { adminMessages } from '@shop/shared/admin/messages';
import { bearerOf, expect, signInAsCustomer, test } from '../admin.ts';

// accounts.spec.ts covers a customer opening /admin itself; this is a deep link into a section.
test('a customer following a link into an admin section lands on /, and the admin API refuses them', async ({
  page,
  shop,
}) => {
  await signInAsCustomer(page, shop, `deep.${randomBytes(3).toString('hex')}@example.ru`);
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/orders')) adminCalls.push(request.url());
  });

  await page.goto('/admin/orders?status=paid');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Администрирование' })).toBeHidden();
  // The page never asked for the orders; had it asked, the server would have said no.
  expect(adminCalls).toEqual([]);
  const answer = await page.request.get('/api/admin/orders', { headers: await bearerOf(page) });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ detail: adminMessages.notAdmin });
});
