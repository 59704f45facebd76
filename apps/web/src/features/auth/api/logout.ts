import { authMessages } from '@shop/shared/accounts/messages';
import { apiSend } from '@/lib/api-client.ts';
import { storedTokens } from '@/lib/tokens.ts';

/** Revokes the refresh token on the server (docs/product/accounts.md#sessions). */
export const postLogout = () =>
  apiSend<null>(
    'POST',
    '/api/auth/logout',
    // Read per attempt: when the access token is renewed on the way, the refresh token is a new one.
    () => ({ refresh_token: storedTokens().refresh ?? undefined }),
    { fallbackMessage: authMessages.logoutFailed },
  );
