import { authMessages } from '@shop/shared/accounts/messages';
import { ApiError, errorMessage } from '@/lib/api-client.ts';

/**
 * docs/product/accounts.md#errors: the server's detail, the call's own message, or 'Неизвестная ошибка сети'
 * when unreachable.
 */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status === 0 ? authMessages.networkError : errorMessage(error, fallback);
