import { usersCall } from '@/features/auth';
import { personalDataStrings } from '../model/strings.ts';

/** Mails the code that confirms deleting the account to its e-mail (no body). */
export const requestDeletion = (): Promise<{ detail: string; resend_in: number }> =>
  usersCall('POST', '/api/users/delete/request', undefined, {
    fallbackMessage: personalDataStrings.requestFailed,
  });

/** Deletes the account with the mailed code (204): every session of it ends on the server. */
export const confirmDeletion = (code: string): Promise<void> =>
  usersCall(
    'POST',
    '/api/users/delete/confirm',
    { code },
    { fallbackMessage: personalDataStrings.removeFailed },
  );
