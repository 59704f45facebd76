import { userMessages } from '@shop/shared/auth-messages';
import { apiSend } from '../../../lib/api-client.ts';
import { requireSession } from './require-session.ts';

/** Moves the account to the new address; the server then revokes every session of the account. */
export async function confirmEmailChange(newEmail: string, code: string): Promise<{ detail: string }> {
  requireSession();
  return apiSend<{ detail: string }>(
    'POST',
    '/api/users/change-email/confirm',
    { new_email: newEmail, code },
    { fallbackMessage: userMessages.emailConfirmFailed },
  );
}
