import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { demoCode } from './demo-codes.ts';
const base = 'http://127.0.0.1:3971';
await fetch(base + '/api/auth/request-code', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'boss@example.ru' }) });
const code = await demoCode('boss@example.ru');
const r = await fetch(base + '/api/auth/verify-code', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'boss@example.ru', code, consent: 1 }) });
const { tokens } = await r.json() as any;
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 375, height: 900 } });
await page.addInitScript((t: any) => { if (localStorage.getItem('refresh_token')) return; localStorage.setItem('access_token', t.access_token); localStorage.setItem('refresh_token', t.refresh_token); }, tokens);
for (const path of ['/admin/documents?kind=offer']) {
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  const wide = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > 380 && r.width > 0 && !el.closest('nav')) out.push(`${el.tagName}.${(el as HTMLElement).className} ${Math.round(r.left)}-${Math.round(r.right)}`);
    }
    return [document.documentElement.scrollWidth, ...out.slice(0, 15)];
  });
  console.log(path, wide);
}
await browser.close();
