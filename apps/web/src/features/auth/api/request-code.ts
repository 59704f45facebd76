import { authMessages } from '@shop/shared/accounts/messages';
import { apiSend } from '@/lib/api-client.ts';
import { guestSession } from './guest-session.ts';

export interface CodeSent {
  ok: true;
  /** Seconds until another code may be asked for. */
  resend_in: number;
}

/** Mails a 5-digit sign-in code that only this browser's session can use. */
export const requestCode = (email: string) =>
  apiSend<CodeSent>(
    'POST',
    '/api/auth/request-code',
    { email, session_id: guestSession() },
    {
      fallbackMessage: authMessages.requestFailed,
      bearer: false,
    },
  );
