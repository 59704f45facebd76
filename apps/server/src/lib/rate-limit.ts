import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyRequests } from './refusals.ts';

/** One counted attempt: whether it is within the limit, and when the window frees up if not. */
export interface Hit {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

/** A window's count as it stands, without counting anything. */
export interface Count {
  hits: number;
  /** Seconds until the window ends (0 when no window is open). */
  retryAfter: number;
}

/**
 * Fixed-window counters shared by every instance: in the database, or in Redis when REDIS_URL is set.
 * `hit` counts one attempt against `limit` per `windowMs` and says whether it may proceed.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number, now: Date): Promise<Hit>;
  /** The hits of a key's open window (0 once it has passed), counting nothing. */
  peek(key: string, windowMs: number, now: Date): Promise<Count>;
  /** Forgets a key's window (a code that could not be sent must not hold up the next try). */
  release(key: string): Promise<void>;
}

const secondsUntil = (windowEndsMs: number, now: Date) =>
  Math.max(1, Math.ceil((windowEndsMs - now.getTime()) / 1000));

const verdict = (hits: number, limit: number, windowEndsMs: number, now: Date): Hit => ({
  allowed: hits <= limit,
  retryAfter: secondsUntil(windowEndsMs, now),
});

const noWindow: Count = { hits: 0, retryAfter: 0 };

/** One upsert per hit: a new window starts when the old one has passed, atomically under concurrency. */
export function databaseRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowMs, now) {
      const windowFloor = new Date(now.getTime() - windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStart} <= ${windowFloor.toISOString()} then 1 else ${rateLimits.hits} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} <= ${windowFloor.toISOString()} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
      return verdict(row!.hits, limit, row!.windowStart.getTime() + windowMs, now);
    },
    async peek(key, windowMs, now) {
      const [row] = await db
        .select({ hits: rateLimits.hits, windowStart: rateLimits.windowStart })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      const endsMs = row ? row.windowStart.getTime() + windowMs : 0;
      if (!row || endsMs <= now.getTime()) return noWindow;
      return { hits: row.hits, retryAfter: secondsUntil(endsMs, now) };
    },
    async release(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

/**
 * Redis: INCR, and the window's expiry set by the first hit only (NX). Redis keeps its own time, so the
 * window is real time even when the app's clock is moved (tests move it for the database only).
 */
export function redisRateLimiter(redis: Redis, prefix = 'humbl:rl:'): RateLimiter {
  return {
    async hit(key, limit, windowMs, now) {
      const name = prefix + key;
      const result = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
      if (!result) throw new Error('rate limit transaction aborted');
      const hits = Number(result[0]![1]);
      const ttl = Number(result[2]![1]);
      return verdict(hits, limit, now.getTime() + Math.max(ttl, 0), now);
    },
    async peek(key) {
      const name = prefix + key;
      const result = await redis.multi().get(name).pttl(name).exec();
      if (!result) throw new Error('rate limit transaction aborted');
      const hits = Number(result[0]![1] ?? 0);
      const ttl = Number(result[1]![1]);
      if (hits === 0 || ttl <= 0) return noWindow;
      return { hits, retryAfter: Math.ceil(ttl / 1000) };
    },
    async release(key) {
      await redis.del(prefix + key);
    },
  };
}

/** A limit: at most `limit` attempts per window of `windowMs`. */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

/** Counts one attempt against a rule; refuses with 429, Retry-After and the caller's Russian detail. */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  rule: LimitRule,
  now: Date,
  detail: (retryAfter: number) => string,
): Promise<void> {
  const hit = await limiter.hit(key, rule.limit, rule.windowMs, now);
  if (!hit.allowed) throw tooManyRequests(detail(hit.retryAfter), hit.retryAfter);
}
