import { currentVersion } from '../../test/consents.ts';
import { bearer, uniqueIp } from '../../test/sign-in.ts';
import { type FileClock, useAccountsApp } from '../../test/suite.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the sign-in tests (sign-in-code.test.ts, auth-tokens.test.ts) share: their app, the calls of the code
 * sign-in and of the profile that proves a token. Each test file owns its clock and, through useSignInSuite,
 * its own app and mail catcher (its own database, in its own worker).
 */

export const minutes = (n: number) => n * 60_000;

export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

/** A test file's app and mail catcher on its clock (useAccountsApp, with `env`), and signInCalls on them. */
export function useSignInSuite(clock: FileClock, env: Record<string, string>) {
  const { t, mail } = useAccountsApp(clock, env);
  return { t, mail, ...signInCalls(() => t) };
}

/**
 * The calls, on one test file's app (read when a call is made). `verify` ticks the processing consent (the
 * current version) unless `extra` says otherwise (`{consent: undefined}` sends none).
 */
export function signInCalls(app: () => TestApp) {
  const requestCode = (email: string, ip = uniqueIp(), extra: Record<string, unknown> = {}) =>
    app().app.inject({
      method: 'POST',
      url: '/api/auth/request-code',
      payload: { email, ...extra },
      remoteAddress: ip,
    });
  const verify = async (email: string, code: string, extra: Record<string, unknown> = {}, ip = uniqueIp()) =>
    app().app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { email, code, consent: await currentVersion(app(), 'consent'), ...extra },
      remoteAddress: ip,
    });
  const getUser = (token: string) =>
    app().app.inject({ method: 'GET', url: '/api/users/user', headers: bearer(token) });
  return { requestCode, verify, getUser };
}
