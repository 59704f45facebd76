import type { UpdateUserBody, User } from '@shop/shared/accounts/account-api';
import { userMessages } from '@shop/shared/accounts/messages';
import { usersCall } from '@/features/auth';

/** PATCH /api/users/user with the changed fields only (docs/product/accounts.md#profile). */
export const updateUser = (changes: UpdateUserBody): Promise<User> =>
  usersCall<User>('PATCH', '/api/users/user', changes, { fallbackMessage: userMessages.updateFailed });
