import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Debian's chromium, as everywhere in the project (e2e/playwright.config.ts).
const chromium = '/usr/bin/chromium';

/** Runs a command, failing with its stderr. */
export function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A PNG of `url` rendered by headless Chromium at `size` ('W,H') CSS pixels × `scale`. */
export function screenshot(url: string, out: string, size: string, scale: number): void {
  run(chromium, [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--force-device-scale-factor=${scale}`,
    `--window-size=${size}`,
    `--screenshot=${out}`,
    url,
  ]);
  if (!existsSync(out)) throw new Error(`Chromium did not write ${out}`);
}
