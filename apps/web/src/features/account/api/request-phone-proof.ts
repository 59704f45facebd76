import type { VerifyPhoneRequestAnswer } from '@shop/shared/accounts/account-api';
import { userMessages } from '@shop/shared/accounts/messages';
import { usersCall } from '@/features/auth';

/** Texts a code to the phone saved in the profile (no body: the server knows the phone). */
export const requestPhoneProof = (): Promise<VerifyPhoneRequestAnswer> =>
  usersCall('POST', '/api/users/verify-phone/request', undefined, {
    fallbackMessage: userMessages.phoneRequestFailed,
  });
