import { userMessages } from '@shop/shared/auth-messages';
import { apiSend } from '../../../lib/api-client.ts';
import { requireSession } from './require-session.ts';

/** Sends a code to the new address (SPEC.md §7). */
export async function requestEmailChange(newEmail: string): Promise<{ detail: string; resend_in: number }> {
  requireSession();
  return apiSend<{ detail: string; resend_in: number }>(
    'POST',
    '/api/users/change-email/request',
    { new_email: newEmail, confirm_new_email: newEmail },
    { fallbackMessage: userMessages.emailRequestFailed },
  );
}
