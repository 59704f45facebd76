import type { RecoverConfirmBody } from '@shop/shared/accounts/account-api';
import { recoveryMessages } from '@shop/shared/accounts/messages';
import { apiSend } from '@/lib/api-client.ts';

export interface RecoveryScheduled {
  detail: string;
  /** When the move takes effect unless cancelled from the old contact (ISO). */
  effective_at: string;
}

export const confirmRecovery = (body: RecoverConfirmBody) =>
  apiSend<RecoveryScheduled>('POST', '/api/auth/recover-contact/confirm', body, {
    fallbackMessage: recoveryMessages.confirmFailed,
    bearer: false,
  });
