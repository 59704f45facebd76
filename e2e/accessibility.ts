// What every journey may check of accessibility: a keyboard user's way to a control, and axe-core's verdict.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Presses Tab until `target` has the focus (a keyboard user's way there), at most `limit` times. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (
    let tabs = 0;
    tabs < limit && !(await target.evaluate((el) => el === document.activeElement));
    tabs += 1
  )
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/**
 * No serious or critical accessibility violation in what the page shows now — once its transitions are
 * over: a dialog fading in has its text at part opacity, which axe-core measures as too little contrast.
 */
export async function expectAxeClean(page: Page, state: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([]);
}
