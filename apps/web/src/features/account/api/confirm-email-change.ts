import { userMessages } from '@shop/shared/accounts/messages';
import { usersCall } from '@/features/auth';

/** Moves the account to the new address; the server then revokes every session of the account. */
export const confirmEmailChange = (newEmail: string, code: string): Promise<{ detail: string }> =>
  usersCall(
    'POST',
    '/api/users/change-email/confirm',
    { new_email: newEmail, code },
    { fallbackMessage: userMessages.emailConfirmFailed },
  );
