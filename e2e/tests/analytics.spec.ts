import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { startBuiltServer } from '../built-server.ts';
import { barsOf, catalogue, guestWithCart, openCart } from '../cart.ts';
import { appTookOver, expect, test as base } from '../fixtures.ts';
import { fillContacts } from '../gift-cards.ts';
import { expectAxeClean } from '../accessibility.ts';
import { newEmail } from '../shop-data.ts';

// Optional web analytics (docs/product/personal-data.md#web-analytics): a shop with a Yandex Metrica counter
// asks first, and only a page loaded after 'Принять' may load the counter, which then hears the shop's
// e-commerce events. Its own built shop runs with YANDEX_METRIKA_ID; the suite's shared shop has no counter
// (so the notice never covers other journeys) and shows nothing. Metrica itself is a fake served in place
// of tag.js: it records what the page asks of the counter.

const COUNTER = '98765432';
const TAG = 'https://mc.yandex.ru/metrika/tag.js';
/** Every Metrica host of the shop's policy (apps/server/src/lib/response-headers.ts). */
const METRICA = /^https:\/\/(mc\.yandex\.[a-z.]+|mc\.webvisor\.(com|org)|yastatic\.net)\//;
const FAKE_TAG = `(() => {
  const calls = (window.__ymCalls = []);
  for (const args of (window.ym && window.ym.a) || []) calls.push(Array.from(args));
  window.ym = (...args) => void calls.push(args);
})();`;

/** What the page keeps for the counter (features/analytics/model/metrika.ts). */
type CounterWindow = Window & { ym?: unknown; dataLayer?: unknown[]; __ymCalls?: unknown[][] };

interface Metrica {
  /** Every request the page made to a Metrica host, in order. */
  requests: string[];
}

const test = base.extend<{ metrica: Metrica }, { counterShop: string }>({
  counterShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-analytics-'));
      const server = await startBuiltServer(dataDir, { env: { YANDEX_METRIKA_ID: COUNTER } });
      try {
        await use(server.url);
      } finally {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGTERM');
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ counterShop }, use) => use(counterShop),
  metrica: async ({ context }, use) => {
    const requests: string[] = [];
    await context.route(METRICA, (route) => {
      requests.push(route.request().url());
      return route.request().url().startsWith(TAG)
        ? route.fulfill({ contentType: 'text/javascript', body: FAKE_TAG })
        : route.fulfill({ status: 204 });
    });
    await use({ requests });
  },
});

const notice = (page: Page) => page.getByRole('region', { name: 'Cookie и аналитика' });
const cspOf = (response: Response | null) => response?.headers()['content-security-policy'] ?? '';
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .find((part) => part.trim().startsWith(`${name} `))
    ?.trim() ?? '';
const metricaIn = (csp: string) => /yandex|yastatic|webvisor/.test(csp);
const cookieOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'analytics')?.value;
/** What the fake counter was asked, and what the page pushed into dataLayer. */
const ymCalls = (page: Page) => page.evaluate(() => (window as CounterWindow).__ymCalls ?? null);
const dataLayer = (page: Page) =>
  page.evaluate(
    () => JSON.parse(JSON.stringify((window as CounterWindow).dataLayer ?? null)) as unknown[] | null,
  );
const ecommerce = async (page: Page, action: string) =>
  ((await dataLayer(page)) ?? [])
    .map(
      (event) => (event as { ecommerce: Record<string, { products: Record<string, unknown>[] }> }).ecommerce,
    )
    .filter((event) => action in event)
    .map((event) => event[action]!.products);

const purchases = async (page: Page) =>
  ((await dataLayer(page)) ?? [])
    .map((event) => (event as { ecommerce: { purchase?: unknown } }).ecommerce.purchase)
    .filter(Boolean);

/** Presses `key` until `target` has focus (at most `limit` times). */
async function pressTo(page: Page, key: string, target: ReturnType<Page['getByRole']>, limit = 10) {
  for (
    let presses = 0;
    presses < limit && !(await target.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

test('before a decision nothing of Metrica loads; the notice is keyboard-operable, and refusing is for good', async ({
  page,
  metrica,
}) => {
  const first = await page.goto('/');
  await expect(page.locator('meta[name="yandex-metrika"]')).toHaveAttribute('content', COUNTER);
  expect(metricaIn(cspOf(first))).toBe(false);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(
    'Мы используем cookie, чтобы сайт работал. С вашего согласия подключим Яндекс Метрику, чтобы понимать, ' +
      'что улучшить.',
  );
  await expect(
    notice(page).getByRole('link', { name: 'Политика обработки персональных данных' }),
  ).toHaveAttribute('href', '/political');
  await expectAxeClean(page, 'the cookie notice');

  // From the end of the page backwards: the refusal, the acceptance, the policy; back to the refusal.
  const decline = notice(page).getByRole('button', { name: 'Отказаться' });
  await pressTo(page, 'Shift+Tab', decline);
  await page.keyboard.press('Shift+Tab');
  await expect(notice(page).getByRole('button', { name: 'Принять' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(
    notice(page).getByRole('link', { name: 'Политика обработки персональных данных' }),
  ).toBeFocused();
  await pressTo(page, 'Tab', decline);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.keyboard.press('Enter');
  await expect(notice(page)).toBeHidden();
  expect(await cookieOf(page)).toBe('denied');
  // No reload for a refusal: the page never had the counter.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  const again = await page.reload();
  expect(metricaIn(cspOf(again))).toBe(false);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Настройки cookie' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await page.goto('/catalog');
  await expect(notice(page)).toHaveCount(0);
  expect(await ymCalls(page)).toBeNull();
  expect(await page.locator('script[src*="yandex"]').count()).toBe(0);

  // 'Настройки cookie' asks again, with the keyboard, saying what is in force.
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Настройки cookie' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toBeFocused();
  await expect(notice(page)).toContainText('Сейчас Яндекс Метрика отключена.');
  await expectAxeClean(page, 'the notice asked again');
  await notice(page).getByRole('button', { name: 'Отказаться' }).press('Enter');
  await expect(notice(page)).toBeHidden();
  await expect(settings).toBeFocused();

  expect(metrica.requests).toEqual([]);
});

test("after 'Принять' the page reloads with the counter's hosts allowed, and the counter hears the shop", async ({
  page,
  metrica,
}) => {
  const bar = barsOf((await catalogue(page)).cards)[0]!;
  await page.goto(`/catalog/${bar.id}`);
  await expect(notice(page)).toBeVisible();
  expect(await dataLayer(page)).toBeNull();

  const reloaded = page.waitForResponse((response) => response.request().isNavigationRequest());
  await notice(page).getByRole('button', { name: 'Принять' }).focus();
  await page.keyboard.press('Enter');
  const csp = cspOf(await reloaded);
  await page.waitForLoadState();
  await appTookOver(page);
  expect(await cookieOf(page)).toBe('granted');
  expect(directive(csp, 'script-src')).toBe("script-src 'self' https://mc.yandex.ru https://yastatic.net");
  expect(directive(csp, 'connect-src')).toContain('https://mc.yandex.ru');
  expect(directive(csp, 'img-src')).toContain('https://mc.yandex.ru');
  expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
  await expect(notice(page)).toHaveCount(0);

  // tag.js arrives and runs the queue our own code defined: the counter, with e-commerce from dataLayer.
  await expect.poll(() => metrica.requests).toContain(TAG);
  await expect
    .poll(() => ymCalls(page))
    .toEqual([
      [
        Number(COUNTER),
        'init',
        { ecommerce: 'dataLayer', clickmap: true, trackLinks: true, accurateTrackBounce: true },
      ],
    ]);
  // The product page the visitor is on: one 'detail'.
  await expect
    .poll(() => ecommerce(page, 'detail'))
    .toEqual([
      [expect.objectContaining({ id: bar.id, name: bar.title, brand: 'humbl', category: 'Продукты' })],
    ]);

  // 'В корзину': one 'add' of what went in.
  await page
    .getByRole('region', { name: 'Покупка' })
    .getByRole('button', { name: /^В корзину/ })
    .click();
  await expect
    .poll(() => ecommerce(page, 'add'))
    .toEqual([
      [
        expect.objectContaining({
          id: bar.id,
          brand: 'humbl',
          category: 'Продукты',
          quantity: expect.any(Number),
        }),
      ],
    ]);
  const [[added]] = (await ecommerce(page, 'add')) as [[{ quantity: number; price: number }]];

  // Removing it from the cart: one 'remove' of as many units.
  const cart = await openCart(page);
  await cart.getByRole('button', { name: /^Удалить: / }).click();
  await expect
    .poll(() => ecommerce(page, 'remove'))
    .toEqual([[expect.objectContaining({ id: bar.id, quantity: added.quantity, price: added.price })]]);
  await cart.getByRole('button', { name: 'Закрыть' }).first().click();

  // Another page of the app is a page view of its own.
  await page.getByRole('banner').getByRole('link', { name: 'Каталог' }).first().click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect
    .poll(async () => (await ymCalls(page))?.filter((call) => call[1] === 'hit'))
    .toEqual([
      [Number(COUNTER), 'hit', page.url(), { referer: expect.stringContaining(`/catalog/${bar.id}`) }],
    ]);
  expect(metrica.requests.filter((url) => url.startsWith(TAG))).toHaveLength(1);
});

test('a paid order is reported once, when its shopper lands back on it from the payment page', async ({
  page,
  metrica,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'analytics', value: 'granted', url: baseURL! }]);
  const bar = barsOf((await catalogue(page)).cards)[0]!;
  await guestWithCart(page, [{ productId: Number(bar.id), quantity: 2 }]);
  await page.goto('/check_out_page');
  await expect(notice(page)).toHaveCount(0);
  await fillContacts(page, newEmail('metrika'));
  await page.getByRole('group', { name: 'Магазин для самовывоза' }).getByRole('radio').first().check();
  await page.getByRole('region', { name: 'Ваш заказ' }).getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
  // Placing the order and leaving for the payment page report nothing: it is not paid yet.
  expect(await ecommerce(page, 'purchase')).toEqual([]);
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(/\/personalAccount\/orders\?order=\d+$/);
  await appTookOver(page);
  const number = /Заказ №(\d+)/.exec(
    await page
      .getByRole('list', { name: 'История заказов' })
      .getByText(/Заказ №\d+/)
      .first()
      .innerText(),
  )![1]!;
  await expect
    .poll(() => purchases(page))
    .toEqual([
      {
        actionField: { id: number, revenue: expect.any(Number) },
        products: [
          expect.objectContaining({ id: bar.id, brand: 'humbl', category: 'Продукты', quantity: 2 }),
        ],
      },
    ]);
  const [{ actionField, products }] = (await purchases(page)) as [
    { actionField: { revenue: number }; products: [{ price: number }] },
  ];
  expect(actionField.revenue).toBe(products[0].price * 2);

  // Back on the same address later: the order was reported already.
  await page.reload();
  await expect(page.getByRole('list', { name: 'История заказов' })).toBeVisible();
  await expect.poll(() => ymCalls(page)).toHaveLength(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  expect(await purchases(page)).toEqual([]);
  expect(metrica.requests).toContain(TAG);
});

test("the notice keeps its own place: at 375 px the checkout's button scrolls clear of it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const bar = barsOf((await catalogue(page)).cards)[0]!;
  await guestWithCart(page, [{ productId: Number(bar.id), quantity: 1 }]);
  await page.goto('/check_out_page');
  await expect(notice(page)).toBeVisible();
  const button = page.getByRole('region', { name: 'Ваш заказ' }).getByRole('button', { name: 'Оплатить' });
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const [buttonBox, noticeBox] = [(await button.boundingBox())!, (await notice(page).boundingBox())!];
  expect(buttonBox.y + buttonBox.height).toBeLessThan(noticeBox.y);
  expect(
    await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    }),
  ).toBe(true);
  // At the end of the page the notice sits after the footer, covering nothing.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  expect((await notice(page).boundingBox())!.y).toBeGreaterThanOrEqual(footer.y + footer.height - 1);
});

base(
  'a shop without a counter shows no notice and loads nothing, whatever the cookie says',
  async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (METRICA.test(request.url())) requests.push(request.url());
    });
    const first = await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Популярное' })).toBeVisible();
    await expect(page.locator('meta[name="yandex-metrika"]')).toHaveCount(0);
    await expect(notice(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Настройки cookie' })).toHaveCount(0);
    expect(metricaIn(cspOf(first))).toBe(false);

    await page.context().addCookies([{ name: 'analytics', value: 'granted', url: page.url() }]);
    const forged = await page.goto('/catalog');
    expect(metricaIn(cspOf(forged))).toBe(false);
    await expect(notice(page)).toHaveCount(0);
    expect(
      await page.evaluate(
        () => (window as CounterWindow).dataLayer === undefined && (window as CounterWindow).ym === undefined,
      ),
    ).toBe(true);
    expect(requests).toEqual([]);
  },
);
