import type { VerifyCodeAnswer } from '@shop/shared/auth';
import { authMessages } from '@shop/shared/auth-messages';
import { apiSend } from '../../../lib/api-client.ts';
import { sessionId } from '../../../lib/session-id.ts';

function guestSession(): string | undefined {
  try {
    return sessionId();
  } catch {
    // Storage refused: there is no guest cart to move into the account.
    return undefined;
  }
}

/** Checks the code; the guest's cart and boxes move into the account (SPEC.md §7). */
export const verifyCode = (email: string, code: string) =>
  apiSend<VerifyCodeAnswer>(
    'POST',
    '/api/auth/verify-code',
    { code, email, session_id: guestSession() },
    { fallbackMessage: authMessages.verifyFailed, bearer: false },
  );
