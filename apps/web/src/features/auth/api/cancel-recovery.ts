import { recoveryMessages } from '@shop/shared/accounts/messages';
import { apiSend } from '@/lib/api-client.ts';

/** Stops a pending contact move, from the link mailed to the old contact. */
export const cancelRecovery = (token: string) =>
  apiSend<{ detail: string }>(
    'POST',
    '/api/auth/recover-contact/cancel',
    { token },
    { fallbackMessage: recoveryMessages.cancelLinkDead, bearer: false },
  );
