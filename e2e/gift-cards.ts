// The gift card journey's helpers: the built demo shop (restartable "tomorrow" with a shifted clock), a
// second shopper's browser, the demo outbox's codes.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DAY_MS, formatMoscowDay, moscowDate } from '@shop/shared/moscow-time';
import { sendMoment } from '@shop/shared/gift-cards/rules';
import { readDemoOutbox } from '../apps/server/src/lib/demo-outbox.ts';
import { startBuiltServer, type BuiltServer } from './built-server.ts';
import { acceptTerms, consentIfAsked } from './consents.ts';
import { appTookOver, expect, test as base } from './fixtures.ts';
import { askForCode, signInDialog, typeCode } from './sign-in.ts';

export const ADMIN = 'boss@example.ru';
const shiftedClock = path.resolve(import.meta.dirname, 'shifted-clock.mjs');

/** The built server in demo mode on a data dir of its own and a fixed port (so a restart keeps the origin). */
export interface DemoShop {
  url: string;
  dataDir: string;
  output: () => string;
  /** Stops the server and starts it again on the same data dir, its clock `shiftMs` ahead. */
  restart: (shiftMs: number) => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

async function stop(server: BuiltServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/**
 * The journey's shop is what `npm start` runs (the bundle, `--demo`, test payments, mail in the demo
 * outbox), not the in-process one of fixtures.ts: only a process can be restarted on another clock.
 */
export const test = base.extend<{ demo: DemoShop }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it
  demo: async ({}, use) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-gift-cards-'));
    const port = String(await freePort());
    const start = (shiftMs: number) =>
      startBuiltServer(dataDir, {
        env: { PORT: port, ADMIN_EMAILS: ADMIN, SHIFT_CLOCK_MS: String(shiftMs) },
        nodeOptions: `--import ${shiftedClock}`,
      });
    let server = await start(0);
    try {
      await use({
        url: server.url,
        dataDir,
        output: () => server.output(),
        restart: async (shiftMs) => {
          await stop(server);
          server = await start(shiftMs);
        },
      });
    } finally {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  baseURL: async ({ demo }, use) => use(demo.url),
});
export { expect };

/** The Moscow day after today ('YYYY-MM-DD') and how far the clock must move for a card of that day to be due. */
export function tomorrow(): { date: string; shiftMs: number } {
  const date = moscowDate(new Date(Date.now() + DAY_MS));
  // A day on, unless that is still before the send hour (09:00 Moscow) of that day: then just past it.
  const due = sendMoment(date, new Date()).getTime() + 60_000;
  return { date, shiftMs: Math.max(DAY_MS, due - Date.now()) };
}

/** '27 ноября 2027' — a Moscow day as the storefront writes it (without 'г.'). */
export const longMoscowDay = (moment: Date) => formatMoscowDay(moment).replace(/\s*г\.$/u, '');

/** The gift card code in the newest card mail to `to` (polls the outbox up to `timeout` ms). */
export async function mailedCardCode(dataDir: string, to: string, timeout: number): Promise<string> {
  const code = () =>
    readDemoOutbox(dataDir, to)
      .map((mail) => /Код карты: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(mail.text)?.[1])
      .find(Boolean);
  await expect.poll(code, { timeout, intervals: [1_000], message: `card mail to ${to}` }).toBeTruthy();
  return code()!;
}

/** A second person's browser (its own context, a guest) that waits for the app like the fixture's page. */
export async function otherBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appTookOver(page);
    return response;
  };
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The sign-in's ask for a new e-mail's consent is a 422 by design (as the fixture's page has it).
    if (/status of 422/.test(message.text()) && message.location().url.endsWith('/api/auth/verify-code'))
      return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** Signs the admin in through the modal, with the code the demo printed (an admin lands on /admin). */
export async function signInAdmin(page: Page, dataDir: string): Promise<void> {
  const before = readDemoOutbox(dataDir, ADMIN).length;
  await page.goto('/');
  await askForCode(page, ADMIN);
  await expect.poll(() => readDemoOutbox(dataDir, ADMIN).length).toBeGreaterThan(before);
  await typeCode(page, /\b\d{5}\b/.exec(readDemoOutbox(dataDir, ADMIN)[0]!.text)![0]);
  await consentIfAsked(page);
  await expect(signInDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * How this browser's date fields order their parts (its UI language decides, not the page's locale), found
 * by typing into a throwaway field: the digits of a date are typed in that order.
 */
export async function dateDigits(page: Page, iso: string): Promise<string> {
  await page.setContent('<input type="date" aria-label="probe">');
  await page.getByLabel('probe').focus();
  await page.keyboard.type('01022003');
  const probe = await page.getByLabel('probe').inputValue();
  const [y, m, d] = iso.split('-');
  return probe === '2003-01-02' ? `${m}${d}${y}` : probe === '2003-02-01' ? `${d}${m}${y}` : `${y}${m}${d}`;
}

/** The checkout's contacts, and its consent checkboxes ticked. */
export async function fillContacts(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Петрова');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await acceptTerms(page);
}

/** The total the checkout's summary shows (its machine-readable value). */
export const shownTotal = async (page: Page) =>
  Number(await page.getByRole('region', { name: 'Ваш заказ' }).locator('data').getAttribute('value'));

/** '3 000 ₽' as the storefront writes it (the spaces are no-break ones; locators match them as spaces). */
export const rub = (rubles: number) => `${String(rubles).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₽`;
