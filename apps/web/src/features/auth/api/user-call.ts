import type { User } from '@shop/shared/accounts/account-api';
import { userMessages } from '@shop/shared/accounts/messages';
import { usersCall } from './users-call.ts';

/** GET /api/users/user (docs/product/accounts.md#api); loaded by the user query when it first runs. */
export const getUser = (signal?: AbortSignal): Promise<User> =>
  usersCall<User>('GET', '/api/users/user', undefined, { fallbackMessage: userMessages.loadFailed, signal });
