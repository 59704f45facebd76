import { defineConfig } from '@playwright/test';

// Debian's chromium, never a downloaded browser; flags keep it off the network.
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Whole journeys (four products into the cart, a sign-in with mail) on a shared 2-core machine next to
  // the other worker's browser and server take 20–30 s; the limit catches hangs, not slowness.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
  },
});
