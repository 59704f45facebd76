import type { MailCatcher } from '../../test/mail-catcher.ts';
import { bearer, uniqueIp } from '../../test/sign-in.ts';
import { type FileClock, useAccountsApp } from '../../test/suite.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the users tests (profile.test.ts, email-change.test.ts) share: their app, the calls of the profile and
 * of the e-mail change. Each test file owns its clock and, through useUsersSuite, its own app and mail catcher
 * (its own database, in its own worker).
 */

export const minutes = (n: number) => n * 60_000;

export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

/** A test file's app and mail catcher on its clock (useAccountsApp), and the calls of usersCalls on them. */
export function useUsersSuite(clock: FileClock) {
  const { t, mail } = useAccountsApp(clock);
  return { t, mail, ...usersCalls(() => ({ t, mail })) };
}

/** A test file's own app and mail catcher (read when a call is made). */
export type UsersWorld = () => { t: TestApp; mail: MailCatcher };

/** The calls and readings, on one test file's app and mail catcher. */
export function usersCalls(world: UsersWorld) {
  const app = () => world().t;
  const getUser = (token?: string) =>
    app().app.inject({ method: 'GET', url: '/api/users/user', headers: token ? bearer(token) : {} });
  const patchUser = (token: string | undefined, payload: unknown) =>
    app().app.inject({
      method: 'PATCH',
      url: '/api/users/user',
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
    });
  const requestChange = (token: string | undefined, newEmail: string, confirm = newEmail, ip = uniqueIp()) =>
    app().app.inject({
      method: 'POST',
      url: '/api/users/change-email/request',
      headers: token ? bearer(token) : {},
      payload: { new_email: newEmail, confirm_new_email: confirm },
      remoteAddress: ip,
    });
  const confirmChange = (token: string | undefined, newEmail: string, code: string) =>
    app().app.inject({
      method: 'POST',
      url: '/api/users/change-email/confirm',
      headers: token ? bearer(token) : {},
      payload: { new_email: newEmail, code },
      remoteAddress: uniqueIp(),
    });
  const refresh = (refreshToken: string) =>
    app().app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
  const noticesTo = (email: string) =>
    world().mail.mails.filter((m) => m.to === email && m.subject === 'Email вашего аккаунта humbl изменён');
  return { getUser, patchUser, requestChange, confirmChange, refresh, noticesTo };
}
