import type { VerifyCodeAnswer } from '@shop/shared/accounts/account-api';
import { authMessages } from '@shop/shared/accounts/messages';
import { apiSend } from '@/lib/api-client.ts';
import { guestSession } from './guest-session.ts';

/**
 * Checks the code this session asked for; the guest's cart and boxes move into the account. `consent` is
 * the processing consent version ticked (a new e-mail needs it: docs/product/personal-data.md#consents).
 */
export const verifyCode = (email: string, code: string, consent?: number) =>
  apiSend<VerifyCodeAnswer>(
    'POST',
    '/api/auth/verify-code',
    { code, email, session_id: guestSession(), ...(consent === undefined ? {} : { consent }) },
    { fallbackMessage: authMessages.verifyFailed, bearer: false },
  );
