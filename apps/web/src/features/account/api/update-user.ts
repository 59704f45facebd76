import type { UpdateUserBody, User } from '@shop/shared/auth';
import { userMessages } from '@shop/shared/auth-messages';
import { usersCall } from '@/features/auth';

/** PATCH /api/users/user with the changed fields only (docs/product/accounts.md#profile). */
export const updateUser = (changes: UpdateUserBody): Promise<User> =>
  usersCall<User>('PATCH', '/api/users/user', changes, { fallbackMessage: userMessages.updateFailed });
