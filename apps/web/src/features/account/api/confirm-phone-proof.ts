import type { VerifyPhoneConfirmAnswer } from '@shop/shared/auth';
import { userMessages } from '@shop/shared/auth-messages';
import { usersCall } from '@/features/auth';

/** Proves the profile's phone with the code texted to it; answers the profile (phone_verified). */
export const confirmPhoneProof = (code: string): Promise<VerifyPhoneConfirmAnswer> =>
  usersCall(
    'POST',
    '/api/users/verify-phone/confirm',
    { code },
    { fallbackMessage: userMessages.phoneConfirmFailed },
  );
