import type { VerifyPhoneConfirmAnswer } from '@shop/shared/accounts/account-api';
import { userMessages } from '@shop/shared/accounts/messages';
import { usersCall } from '@/features/auth';

/** Proves the profile's phone with the code texted to it; answers the profile (phone_verified). */
export const confirmPhoneProof = (code: string): Promise<VerifyPhoneConfirmAnswer> =>
  usersCall(
    'POST',
    '/api/users/verify-phone/confirm',
    { code },
    { fallbackMessage: userMessages.phoneConfirmFailed },
  );
