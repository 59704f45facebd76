// Full-page screenshots of a running shop at the widths we design for:
//   node --import tsx scripts/screenshots.ts [baseUrl] [path ...]
// Writes screenshots/<page>-<width>.png (git-ignored).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';

const [baseUrl = 'http://localhost:3000', ...argPaths] = process.argv.slice(2);
const paths = argPaths.length > 0 ? argPaths : ['/', '/catalog', '/no-such-page'];
const widths = [375, 768, 1440];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ru-RU' });
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      // Scroll through once so lazy images load, then let the route transition settle.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(1000);
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^\w-]+/g, '_');
      // The whole page in the viewport: long lists only paint cards near the screen (content-visibility).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
      console.info(`screenshots/${name}-${width}.png`);
      await page.setViewportSize({ width, height: 900 });
    }
    await page.close();
  }
} finally {
  await browser.close();
}
