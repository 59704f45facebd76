import type { AccountConsents } from '@shop/shared/legal/legal-api';
import { usersCall } from '@/features/auth';
import { personalDataStrings } from '../model/strings.ts';

/** Withdraws the consent to processing personal data (no body); answers the consents as they now stand. */
export const withdrawConsent = (): Promise<AccountConsents> =>
  usersCall('POST', '/api/users/consents/withdraw', undefined, {
    fallbackMessage: personalDataStrings.withdrawFailed,
  });
