import { afterAll, beforeAll, beforeEach } from 'vitest';
import { MailCatcher } from './mail-catcher.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/**
 * What a test file calls once, at its top, to have its own app, mail catcher … for all its tests: each helper
 * registers the beforeAll that makes the thing and the afterAll that ends it (in the calling file, so every
 * file still builds its own), and hands the file at once something that stands for it. Hooks run in the order
 * they are registered (afterAll hooks in reverse), so a helper called later can use what an earlier one made.
 */

/**
 * Stands for a value a beforeAll makes, from then on: each of `members` is read from the value of the moment
 * (reading before there is one throws). Methods are called on the stand-in: they must not need `this`.
 */
export function standIn<T extends object>(current: () => T | undefined, members: Record<keyof T, true>): T {
  const value = (): T => {
    const made = current();
    if (made === undefined) throw new Error('not made yet: a test file’s beforeAll makes it');
    return made;
  };
  const stand = {} as T;
  for (const key of Object.keys(members) as (keyof T)[]) {
    Object.defineProperty(stand, key, { enumerable: true, get: () => value()[key] });
  }
  return stand;
}

/** This test file's mail catcher (a real SMTP server), started in a beforeAll and stopped in an afterAll. */
export function useMailCatcher(): MailCatcher {
  const mail = new MailCatcher();
  let started = false;
  beforeAll(async () => {
    await mail.start();
    started = true;
  });
  afterAll(async () => {
    if (started) await mail.stop();
  });
  return mail;
}

/**
 * This test file's app on a fresh seeded database (createTestApp), made in a beforeAll and closed in an
 * afterAll; `options` is read in that beforeAll, when what earlier helpers made (a mail catcher's URL) is there.
 */
export function useTestApp(options: () => TestAppOptions = () => ({})): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(options());
  });
  afterAll(() => made?.close());
  return standIn(() => made, { app: true, database: true, terminal: true, outbox: true, close: true });
}

/** A test file's clock: a date the tests read and set (a `let` of the file, reassigned by the tests). */
export interface FileClock {
  now(): Date;
  setNow(now: Date): Date;
}

/**
 * The app of a test file about accounts (signing in, the profile, recovery, phone proof): its own database,
 * mailing a real SMTP server (SMTP_URL, with `env` over it), on the file's clock. Before each test the clock
 * moves two hours on, so every test starts clear of earlier waits and windows, and the mail server works again.
 */
export function useAccountsApp(clock: FileClock, env: Record<string, string> = {}) {
  const mail = useMailCatcher();
  const t = useTestApp(() => ({ now: clock.now, env: { SMTP_URL: mail.url, ...env } }));
  /** Moves the clock on by `ms`; answers the new time. */
  const later = (ms: number) => clock.setNow(new Date(clock.now().getTime() + ms));
  beforeEach(() => {
    later(2 * 60 * 60_000);
    mail.failing = false;
  });
  return { t, mail, later };
}
