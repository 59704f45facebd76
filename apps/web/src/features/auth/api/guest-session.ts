import { sessionId } from '@/lib/session-id.ts';

/**
 * The guest's session id, made now if the storefront has none yet: a sign-in code is bound to the session
 * that asked for it, and the cart of that session moves into the account. Where the browser refuses
 * storage there is none, and the code is bound to no session.
 */
export function guestSession(): string | undefined {
  try {
    return sessionId();
  } catch {
    return undefined;
  }
}
