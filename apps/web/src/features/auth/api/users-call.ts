import { usersApiError } from '@shop/shared/accounts/messages';
import { ApiError, apiSend } from '@/lib/api-client.ts';
import { requireSession } from './require-session.ts';

/**
 * One /api/users/* call of the signed-in customer. Without tokens it is not sent; an answer that is not OK
 * is logged as docs/product/accounts.md#errors words it ('API error {status}: {body}') and fails with the server's detail, else
 * the call's own message, for the page to show.
 */
export async function usersCall<T>(
  method: 'GET' | 'PATCH' | 'POST',
  path: string,
  body: unknown,
  options: { fallbackMessage: string; signal?: AbortSignal | undefined },
): Promise<T> {
  requireSession();
  try {
    return await apiSend<T>(method, path, body, options);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) console.warn(usersApiError(error.status, error.body));
    throw error;
  }
}
