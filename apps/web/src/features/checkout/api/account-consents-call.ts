import { userMessages } from '@shop/shared/accounts/messages';
import type { AccountConsents } from '@shop/shared/legal/legal-api';
import { usersCall } from '@/features/auth';

/** GET /api/users/consents; loaded when a signed-in customer's checkout first asks (get-account-consents.ts). */
export const getAccountConsents = (signal: AbortSignal) =>
  usersCall<AccountConsents>('GET', '/api/users/consents', undefined, {
    fallbackMessage: userMessages.loadFailed,
    signal,
  });
