// Sign-in codes for the screenshot scripts, read the way the person at the keyboard of a demo reads them:
// from the demo's outbox file beside its database (`npm start` prints the same mails in its terminal).
// The scripts run on the machine of a demo started with `--demo` and no SMTP_URL; DATA_DIR names its
// data dir when it is not ./data.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { readDemoOutbox } from '../apps/server/src/lib/demo-outbox.ts';

const dataDir = process.env.DATA_DIR ?? './data';

/** The newest code mailed to `to`, other than `not` (a code already used). */
export async function demoCode(to: string, not?: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const code = readDemoOutbox(dataDir, to)[0]?.text.match(/\b\d{5}\b/)?.[0];
    if (code && code !== not) return code;
    await sleep(100);
  }
  throw new Error(`no code for ${to} in ${dataDir}/demo-outbox.jsonl (a demo without SMTP_URL; DATA_DIR?)`);
}

/** The code of the newest gift card mail to `to` ('Код карты: XXXX-XXXX-XXXX-XXXX'), other than `not`. */
export async function demoGiftCardCode(to: string, not?: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const code = readDemoOutbox(dataDir, to)
      .map((mail) => /Код карты: ([0-9A-Z-]{19})/.exec(mail.text)?.[1])
      .find(Boolean);
    if (code && code !== not) return code;
    await sleep(100);
  }
  throw new Error(`no gift card mail to ${to} in ${dataDir}/demo-outbox.jsonl (a demo without SMTP_URL?)`);
}

/**
 * Puts the tokens of a sign-in into the app's storage of every page of `target`, once: the app rotates the
 * refresh token, and putting the used one back would end the session.
 */
export function putTokens(
  target: Pick<Page, 'addInitScript'>,
  tokens: { access_token: string; refresh_token: string },
): Promise<unknown> {
  return target.addInitScript((t) => {
    if (localStorage.getItem('refresh_token')) return;
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}
