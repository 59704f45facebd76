import { randomBytes } from 'node:crypto';
import type { Tokens, User } from '@shop/shared/accounts/account-api';
import { currentVersion } from './consents.ts';
import type { TestApp } from './test-app.ts';
import type { MailCatcher } from './mail-catcher.ts';

/**
 * Signs in the way the storefront does: asks for a code (with the guest's session, when given: the code is
 * bound to it), reads it from the mail, verifies it with the processing consent ticked (the current version:
 * a new e-mail needs it, an account's sign-in ignores it).
 */
export async function signIn(
  t: TestApp,
  mail: MailCatcher,
  email: string,
  options: { sessionId?: string; ip?: string } = {},
): Promise<{ user: User; tokens: Tokens }> {
  const ip = options.ip ?? uniqueIp();
  const session = options.sessionId ? { session_id: options.sessionId } : {};
  const requested = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-code',
    payload: { email, ...session },
    remoteAddress: ip,
  });
  if (requested.statusCode !== 200)
    throw new Error(`request-code ${requested.statusCode}: ${requested.body}`);
  const code = await mail.code(email);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { email, code, consent: await currentVersion(t, 'consent'), ...session },
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-code ${verified.statusCode}: ${verified.body}`);
  return verified.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A unique address per call, so tests never share an account or a rate-limit window — not even with an
 * earlier run whose windows still live in Redis.
 */
const run = randomBytes(4).toString('hex');
let counter = 0;
export const uniqueEmail = (name = 'shopper') => `${name}.${run}.${++counter}@example.ru`;

/** A unique client address per call (per-IP limits): an IPv6 address with the run in it. */
/** A client address of its own: an IPv6 /48 of its own, since limits count an IPv6 client by its /48. */
export const uniqueIp = () => `fd${run.slice(0, 2)}:${run.slice(2, 6)}:${(++counter).toString(16)}::1`;
