import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tokens } from '@shop/shared/accounts/account-api';
import { ACCESS_TOKEN_MINUTES, REFRESH_TOKEN_DAYS } from '@shop/shared/accounts/messages';
import type { Db, Tx } from '../../db/client.ts';
import { authSessions, refreshTokens, users } from '../../db/schema.ts';
import { type TokenKeys, randomToken, tokenHash } from '../../lib/tokens.ts';
import type { UserRow } from '../users/directory.ts';

export type RevokeReason = 'logout' | 'reuse' | 'contact-change' | 'account-deleted';

const REFRESH_MS = REFRESH_TOKEN_DAYS * 24 * 60 * 60_000;

/**
 * Signed-in sessions. Each is a family of refresh tokens: a token is used once and replaced; a token used
 * a second time means it was copied, and the whole family (with its access tokens) ends.
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly keys: TokenKeys,
  ) {}

  async start(userId: number, now: Date): Promise<Tokens> {
    const sessionId = randomToken();
    const refresh = await this.db.transaction(async (tx) => {
      await tx.insert(authSessions).values({ id: sessionId, userId, createdAt: now });
      return this.insertRefresh(tx, sessionId, now);
    });
    return this.pair(userId, sessionId, refresh, now);
  }

  /**
   * Trades a refresh token for a new pair. The token is marked used by one conditional update, so of two
   * requests racing with the same token one wins and the other counts as a reuse.
   */
  async rotate(refreshToken: string, now: Date): Promise<{ tokens: Tokens; user: UserRow } | null> {
    const hash = tokenHash(refreshToken);
    const result = await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, hash),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning({ sessionId: refreshTokens.sessionId });
      if (!used) {
        const [known] = await tx
          .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hash));
        if (known?.usedAt) await revoke(tx, eq(authSessions.id, known.sessionId), 'reuse', now);
        return null;
      }
      const [live] = await tx
        .select({ user: users })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(and(eq(authSessions.id, used.sessionId), isNull(authSessions.revokedAt)));
      if (!live) return null;
      const refresh = await this.insertRefresh(tx, used.sessionId, now);
      return { user: live.user, sessionId: used.sessionId, refresh };
    });
    if (!result) return null;
    return {
      user: result.user,
      tokens: await this.pair(result.user.id, result.sessionId, result.refresh, now),
    };
  }

  /** The account of a live session (what a bearer token is checked against on every request). */
  async liveUser(sessionId: string, userId: number): Promise<UserRow | null> {
    const [row] = await this.db
      .select({ user: users })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)),
      );
    return row?.user ?? null;
  }

  /** Ends the session a refresh token belongs to, if it is the user's. */
  async endByRefreshToken(userId: number, refreshToken: string, now: Date): Promise<void> {
    const [row] = await this.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(and(eq(refreshTokens.tokenHash, tokenHash(refreshToken)), eq(authSessions.userId, userId)));
    if (row) await this.end(row.sessionId, 'logout', now);
  }

  end(sessionId: string, reason: RevokeReason, now: Date, tx: Db | Tx = this.db): Promise<void> {
    return revoke(tx, eq(authSessions.id, sessionId), reason, now);
  }

  /** Ends every session of an account (its sign-in contact changed). */
  endAll(userId: number, reason: RevokeReason, now: Date, tx: Db | Tx = this.db): Promise<void> {
    return revoke(tx, eq(authSessions.userId, userId), reason, now);
  }

  private async pair(userId: number, sessionId: string, refresh: string, now: Date): Promise<Tokens> {
    return {
      access_token: await this.keys.signAccess(userId, sessionId, now, ACCESS_TOKEN_MINUTES),
      refresh_token: refresh,
      token_type: 'bearer',
    };
  }

  private async insertRefresh(tx: Tx, sessionId: string, now: Date): Promise<string> {
    const token = randomToken();
    await tx
      .insert(refreshTokens)
      .values({ sessionId, tokenHash: tokenHash(token), expiresAt: new Date(now.getTime() + REFRESH_MS) });
    return token;
  }
}

async function revoke(
  tx: Db | Tx,
  which: ReturnType<typeof eq>,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(which, isNull(authSessions.revokedAt)));
}
