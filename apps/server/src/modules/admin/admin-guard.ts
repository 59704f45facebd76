import type { FastifyRequest } from 'fastify';
import { adminMessages } from '@shop/shared/admin/messages';
import { forbidden, unauthorized } from '../../lib/refusals.ts';
import type { Authenticator, Caller } from '../auth/authenticator.ts';

/**
 * The admin behind a request, checked on every call: a live session (the authenticator reads it from the
 * database) of an account that is an admin *now* — a demoted admin loses access with their next call even
 * with a token that is still valid. No token or a bad one is 401, a customer 403
 * (docs/product/admin.md#errors).
 */
export async function requireAdmin(auth: Authenticator, request: FastifyRequest): Promise<Caller> {
  const caller = await auth.caller(request).catch(() => null);
  if (!caller) throw unauthorized(adminMessages.tokenInvalid);
  if (!caller.user.isAdmin) throw forbidden(adminMessages.notAdmin);
  return caller;
}

/**
 * An onRequest hook for a whole admin plugin: every route in it is for admins only, checked before the body
 * is read (a guest gets 401 rather than a validation error, and no upload is streamed for a non-admin).
 */
export const adminOnly = (auth: Authenticator) => async (request: FastifyRequest) => {
  request.admin = await requireAdmin(auth, request);
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by adminOnly on admin routes. */
    admin?: Caller;
  }
}

/** The admin of a request that passed adminOnly. */
export function adminOf(request: FastifyRequest): Caller {
  if (!request.admin) throw unauthorized(adminMessages.tokenInvalid);
  return request.admin;
}
