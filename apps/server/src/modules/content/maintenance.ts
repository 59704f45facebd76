import type { FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth/authenticator.ts';
import type { ContentService } from './content.service.ts';

/**
 * Whether the shop is closed for maintenance to the caller of a request: ordering and paying are refused
 * while the admin has switched the site off, except to admins, who test the shop meanwhile. Reading, the
 * cart and signing in are never refused (an admin must be able to sign in and switch the site back on).
 * One read of the status row per call: only order and payment requests ask.
 */
export async function closedFor(
  content: ContentService,
  auth: Authenticator,
  request: FastifyRequest,
): Promise<boolean> {
  if ((await content.siteStatus()).is_active) return false;
  const caller = await auth.caller(request).catch(() => null);
  return !caller?.user.isAdmin;
}
