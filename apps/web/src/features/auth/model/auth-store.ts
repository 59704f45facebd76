import type { User } from '@shop/shared/accounts/account-api';
import { create } from 'zustand';

/**
 * unknown: not checked yet (the server's paint and the first frames); loading: the stored session is being
 * renewed; then signed-in or signed-out.
 */
export type AuthStatus = 'unknown' | 'loading' | 'signed-in' | 'signed-out';

interface AuthState {
  user: User | null;
  status: AuthStatus;
  /** A message about the session for the shopper (a failed refresh), until dismissed. */
  notice: string | null;
  /** How the notice reads: a problem (a failed refresh), or news ('Аккаунт удалён'). */
  noticeTone: 'error' | 'success';
  /** A ?cancel_recovery= link the storefront was opened with: its token, then the server's answer. */
  recoveryCancel: { token: string; answer: { text: string; ok: boolean } | null } | null;
}

const initial: AuthState = {
  user: null,
  status: 'unknown',
  notice: null,
  noticeTone: 'error',
  recoveryCancel: null,
};

/**
 * Who is signed in. Tiny and in the first-load chunk (the header shows the state); everything that fills it
 * (token renewal, the user's profile, sign-in) loads later.
 */
export const useAuthStore = create<AuthState>()(() => initial);

export const resetAuthStore = () => useAuthStore.setState(initial, true);

export const selectSignedIn = (state: AuthState) => state.user !== null;

/** Signed out here: no user. The caller has cleared the tokens (or they were never there). */
export const signedOut = (notice: string | null = null, noticeTone: 'error' | 'success' = 'error') =>
  useAuthStore.setState({ user: null, status: 'signed-out', notice, noticeTone });
