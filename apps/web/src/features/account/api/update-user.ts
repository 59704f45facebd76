import type { UpdateUserBody, User } from '@shop/shared/auth';
import { userMessages } from '@shop/shared/auth-messages';
import { apiSend } from '../../../lib/api-client.ts';
import { requireSession } from './require-session.ts';

/** PATCH /api/users/user with the changed fields only (SPEC.md §5). */
export async function updateUser(changes: UpdateUserBody): Promise<User> {
  requireSession();
  return apiSend<User>('PATCH', '/api/users/user', changes, { fallbackMessage: userMessages.updateFailed });
}
