import { CODE_TTL_MINUTES } from '@shop/shared/accounts/messages';

/** The last sign-in code asked for in this tab, and when another may be asked for. */
export interface CodeSent {
  to: string;
  /** When the code was sent (ms since the epoch). */
  sentAt: number;
  /** When the server allows another code to that address. */
  resendAt: number;
}

const KEY = 'auth_code_sent';

/**
 * Kept in session storage: a shopper who closes the modal (or reloads) to fetch the code from their mail
 * comes back to the code step, instead of asking again and meeting the 60-second wait.
 */
export function rememberCodeSent(to: string, resendSeconds: number, now = Date.now()): void {
  const sent: CodeSent = { to, sentAt: now, resendAt: now + resendSeconds * 1000 };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(sent));
  } catch {
    // No storage: the modal simply starts from the e-mail step next time.
  }
}

/** The code sent last, while it can still be used; else null. */
export function liveCodeSent(now = Date.now()): CodeSent | null {
  try {
    const sent = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as CodeSent | null;
    if (sent && typeof sent.to === 'string' && now - sent.sentAt < CODE_TTL_MINUTES * 60_000) return sent;
  } catch {
    // Unreadable: as if nothing was sent.
  }
  return null;
}

export function forgetCodeSent(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
