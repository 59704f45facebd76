import type { Tokens, User } from '@shop/shared/auth';
import type { TestApp } from './test-app.ts';
import type { MailCatcher } from './mail-catcher.ts';

/** Signs in the way the storefront does: asks for a code, reads it from the mail, verifies it. */
export async function signIn(
  t: TestApp,
  mail: MailCatcher,
  email: string,
  options: { sessionId?: string; ip?: string } = {},
): Promise<{ user: User; tokens: Tokens }> {
  const ip = options.ip ?? uniqueIp();
  const requested = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-code',
    payload: { email },
    remoteAddress: ip,
  });
  if (requested.statusCode !== 200)
    throw new Error(`request-code ${requested.statusCode}: ${requested.body}`);
  const code = await mail.code(email);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { email, code, ...(options.sessionId ? { session_id: options.sessionId } : {}) },
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-code ${verified.statusCode}: ${verified.body}`);
  return verified.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A unique address per call, so tests in one file never share an account or a rate-limit window. */
let counter = 0;
export const uniqueEmail = (name = 'shopper') => `${name}.${process.pid}.${++counter}@example.ru`;

/** A unique client address per call (per-IP limits). */
export const uniqueIp = () =>
  `10.${Math.floor(counter / 250) % 250}.${++counter % 250}.${(counter * 7) % 250}`;
