import type { User, VerifyCodeAnswer } from '@shop/shared/accounts/account-api';
import { authMessages } from '@shop/shared/accounts/messages';
import { ApiError, renewAccessToken } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { clearTokens, storedTokens, storeTokens, type SessionEvent } from '@/lib/tokens.ts';
import { userQuery } from '../api/get-user.ts';
import { reloadBasket } from '@/features/cart';
import { postLogout } from '../api/logout.ts';
import { signedOut, useAuthStore } from './auth-store.ts';

/** The header's badge shows whose cart it now is: the account's (with the guest's moved in) or the guest's. */
export const basketOwnerChanged = reloadBasket;

/** The profile everyone reads (the store for the shell, the query for the profile page). */
export function publishUser(user: User): void {
  queryClient.setQueryData(userQuery.queryKey, user);
  useAuthStore.setState({ user, status: 'signed-in', notice: null });
}

/**
 * A verified code: user and tokens stored (docs/product/accounts.md#sign-in); answers where the customer goes
 * next.
 */
export function completeSignIn({ user, tokens }: VerifyCodeAnswer): string {
  storeTokens(tokens.access_token, tokens.refresh_token);
  publishUser(user);
  void basketOwnerChanged();
  return user.is_admin ? '/admin' : '/personalAccount';
}

/** Signed out in this tab: tokens, user and the account's data gone, the guest's cart shown again. */
export function endSessionLocally(): void {
  clearTokens();
  queryClient.removeQueries({ queryKey: userQuery.queryKey });
  signedOut();
  void basketOwnerChanged();
}

/**
 * What the api client reports when it renews tokens behind the callers' backs: a lost session signs out
 * with 'Ошибка обновления токена' (and the guest's cart shows again); a renewal carries the admin flag.
 */
export function followSessionEvent(event: SessionEvent): void {
  if (event.type === 'lost') {
    queryClient.removeQueries({ queryKey: userQuery.queryKey });
    signedOut(event.message);
    void basketOwnerChanged();
    return;
  }
  const { user } = useAuthStore.getState();
  if (user && user.is_admin !== event.isAdmin) publishUser({ ...user, is_admin: event.isAdmin });
}

/** Loads the profile with the stored tokens (renewed by the api client if refused). */
export async function loadSignedInUser(): Promise<void> {
  const user = await queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
  publishUser(user);
}

/**
 * At start (docs/product/accounts.md#sessions): a stored refresh token renews the access token and the user
 * is loaded. A refused token ends the session with 'Ошибка обновления токена' (the api client does that);
 * when the server cannot be reached the tokens are kept for the next visit.
 */
export async function startSession(): Promise<void> {
  const { access, refresh } = storedTokens();
  if (!refresh) {
    signedOut();
    return;
  }
  useAuthStore.setState({ status: 'loading' });
  try {
    await renewAccessToken(access);
    await loadSignedInUser();
  } catch {
    if (useAuthStore.getState().status === 'loading') signedOut();
  }
}

/** Another tab has signed in: this one shows the same account (and its cart). */
export async function adoptOtherTabSession(): Promise<void> {
  try {
    await loadSignedInUser();
    void basketOwnerChanged();
  } catch {
    // Stays signed out; the other tab's session may already be over.
  }
}

/**
 * docs/product/accounts.md#sessions: the refresh token is revoked on the server, then everything is cleared
 * here. A session the server had already ended (its renewal failed too) is simply cleared; other failures
 * leave the customer signed in and say so: 'Logout failed' with the status.
 */
export async function logout(): Promise<void> {
  if (storedTokens().refresh) {
    try {
      await postLogout();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status !== 401) {
        throw new Error(status === 0 ? authMessages.networkError : `${authMessages.logoutFailed}: ${status}`);
      }
    }
  }
  endSessionLocally();
}
