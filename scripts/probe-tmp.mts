import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [375, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:3998/catalog/1', { waitUntil: 'networkidle' });
  console.log(width, 'top: bar visible?', await page.locator('[data-buy-bar]').isVisible().catch(() => false));
  await page.mouse.wheel(0, 1600);
  await page.waitForTimeout(500);
  const bar = page.locator('[data-buy-bar]');
  console.log(width, 'scrolled: bar visible?', await bar.isVisible().catch(() => false));
  await page.screenshot({ path: `/tmp/buybar-${width}.png` });
  if (width === 375) {
    await bar.getByRole('button', { name: /В корзину/ }).click();
    await page.waitForTimeout(1200);
    console.log('cart:', await page.getByRole('banner').getByRole('button', { name: /^Корзина/ }).getAttribute('aria-label'));
    const r = await new AxeBuilder({ page }).analyze();
    console.log('axe', r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`));
  }
  await context.close();
}
await browser.close();
