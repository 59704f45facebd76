import { ApiError } from '@/lib/api-client.ts';
import { storedTokens } from '@/lib/tokens.ts';

/** docs/product/admin.md#errors: a change is not even sent without the admin's token. */
export const noAdminToken = 'Нет токена администратора';

/** Throws 'Нет токена администратора' when this tab holds no session to send (or renew) a token from. */
export function requireAdminToken(): void {
  const { access, refresh } = storedTokens();
  if (!access && !refresh) throw new ApiError(401, noAdminToken);
}
