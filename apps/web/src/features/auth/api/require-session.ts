import { userMessages } from '@shop/shared/accounts/messages';
import { ApiError } from '@/lib/api-client.ts';
import { storedTokens } from '@/lib/tokens.ts';

/** The /api/users/* calls need a signed-in caller: without tokens they are not sent (docs/product/accounts.md#errors). */
export function requireSession(): void {
  const { access, refresh } = storedTokens();
  if (!access && !refresh) throw new ApiError(401, userMessages.notSignedIn);
}
