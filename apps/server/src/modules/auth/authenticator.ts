import type { FastifyRequest } from 'fastify';
import { authMessages } from '@shop/shared/accounts/messages';
import { unauthorized } from '../../lib/refusals.ts';
import type { TokenKeys } from '../../lib/tokens.ts';
import type { UserRow } from '../users/directory.ts';
import type { SessionService } from './sessions.ts';

/** A signed-in caller: the account as the database has it now, and the session the token belongs to. */
export interface Caller {
  user: UserRow;
  sessionId: string;
}

const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/**
 * Who is calling. A bearer token is checked for its signature and age and then against the database: its
 * session must be live and its account present, so a logout, a reused refresh token or a contact change
 * ends it at once, and admin rights are never taken from the token.
 */
export class Authenticator {
  constructor(
    private readonly keys: TokenKeys,
    private readonly sessions: SessionService,
    private readonly now: () => Date,
  ) {}

  /** The signed-in caller, or null for a guest (no Authorization header); a bad token is 401. */
  caller(request: FastifyRequest): Promise<Caller | null> {
    let found = callers.get(request);
    if (!found) {
      found = this.identify(request.headers.authorization);
      callers.set(request, found);
    }
    return found;
  }

  async requireUser(request: FastifyRequest): Promise<Caller> {
    const caller = await this.caller(request);
    if (!caller) throw unauthorized(authMessages.tokenInvalid);
    return caller;
  }

  private async identify(header: string | undefined): Promise<Caller | null> {
    if (header === undefined || header.trim() === '') return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    const claims = match ? await this.keys.verifyAccess(match[1]!, this.now()) : null;
    const user = claims ? await this.sessions.liveUser(claims.sessionId, claims.userId) : null;
    if (!claims || !user) throw unauthorized(authMessages.tokenInvalid);
    return { user, sessionId: claims.sessionId };
  }
}
