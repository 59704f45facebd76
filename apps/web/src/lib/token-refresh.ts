import type { RefreshAnswer } from '@shop/shared/accounts/account-api';
import { authMessages } from '@shop/shared/accounts/messages';
import { ApiError } from './api-error.ts';
import { clearTokens, emitSessionEvent, storedTokens, storeTokens } from './tokens.ts';

/** POST /api/auth/refresh, made by the api client (which owns the HTTP plumbing). */
export type RefreshCall = (refreshToken: string, fallbackMessage: string) => Promise<RefreshAnswer>;

const LOCK_NAME = 'humbl-token-refresh';

let inFlight: Promise<string> | null = null;

/**
 * An access token to use instead of `rejected` (the one a call was refused with). A refresh token is single
 * use and sending one twice revokes its whole family, so there is one renewal at a time in this tab (callers
 * share it) and across tabs (a Web Lock); whoever gets the lock reads the storage again and takes the pair
 * another tab has just got instead of refreshing once more.
 */
export function renewAccessToken(rejected: string | null, call: RefreshCall): Promise<string> {
  inFlight ??= withRefreshLock(() => renewUnderLock(rejected, call)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function withRefreshLock(run: () => Promise<string>): Promise<string> {
  // Without Web Locks (older browsers, tests) a renewal is one per tab only.
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  return locks ? await locks.request(LOCK_NAME, run) : run();
}

async function renewUnderLock(rejected: string | null, call: RefreshCall): Promise<string> {
  const { access, refresh } = storedTokens();
  if (!refresh) throw sessionLost();
  if (access && access !== rejected) return access;
  let answer: RefreshAnswer;
  try {
    answer = await call(refresh, authMessages.refreshFailed);
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    // A refused token is dead for good; a network failure or a busy server says nothing about it.
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw sessionLost();
    throw new ApiError(status, authMessages.refreshFailed);
  }
  storeTokens(answer.access_token, answer.refresh_token);
  emitSessionEvent({ type: 'renewed', isAdmin: answer.is_admin });
  return answer.access_token;
}

/** docs/product/accounts.md#sessions: a failed refresh clears both stored tokens and the user. */
function sessionLost(): ApiError {
  clearTokens();
  emitSessionEvent({ type: 'lost', message: authMessages.refreshFailed });
  return new ApiError(401, authMessages.refreshFailed);
}
