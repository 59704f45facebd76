import { userMessages } from '@shop/shared/accounts/messages';
import { usersCall } from '@/features/auth';

/** Sends a code to the new address (docs/product/accounts.md#profile). */
export const requestEmailChange = (newEmail: string): Promise<{ detail: string; resend_in: number }> =>
  usersCall(
    'POST',
    '/api/users/change-email/request',
    { new_email: newEmail, confirm_new_email: newEmail },
    { fallbackMessage: userMessages.emailRequestFailed },
  );
