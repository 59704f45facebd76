import type { RecoverRequestBody } from '@shop/shared/accounts/account-api';
import { recoveryMessages } from '@shop/shared/accounts/messages';
import { apiSend } from '@/lib/api-client.ts';
import type { CodeSent } from './request-code.ts';

/** Sends a code to the new contact of a lost one (docs/product/accounts.md#recovery). */
export const requestRecovery = (body: RecoverRequestBody) =>
  apiSend<CodeSent>('POST', '/api/auth/recover-contact/request', body, {
    fallbackMessage: recoveryMessages.requestFailed,
    bearer: false,
  });
