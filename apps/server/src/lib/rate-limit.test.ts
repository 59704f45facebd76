import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../config.ts';
import { MailCatcher } from '../test/mail-catcher.ts';
import { uniqueEmail, uniqueIp } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit.ts';

const redisUrl = testRedisUrl();
const key = () => `test:${randomBytes(6).toString('hex')}`;

/** The same behaviour whichever store keeps the counters. */
function limiterBehaves(limiter: () => RateLimiter, movableClock: boolean) {
  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const k = key();
    const now = new Date();
    for (let i = 0; i < 3; i++) expect((await limiter().hit(k, 3, 60_000, now)).allowed).toBe(true);
    const refused = await limiter().hit(k, 3, 60_000, now);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(55);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts parallel hits exactly', async () => {
    const k = key();
    const now = new Date();
    const hits = await Promise.all(Array.from({ length: 20 }, () => limiter().hit(k, 5, 60_000, now)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(5);
  });

  it('peeks at a window without counting: its hits and the seconds left, nothing once it has passed', async () => {
    const k = key();
    const now = new Date();
    expect(await limiter().peek(k, 60_000, now)).toEqual({ hits: 0, retryAfter: 0 });
    await limiter().hit(k, 5, 60_000, now);
    await limiter().hit(k, 5, 60_000, now);
    for (let i = 0; i < 3; i++) {
      const peeked = await limiter().peek(k, 60_000, now);
      expect(peeked.hits).toBe(2);
      expect(peeked.retryAfter).toBeGreaterThan(55);
      expect(peeked.retryAfter).toBeLessThanOrEqual(60);
    }
    expect((await limiter().hit(k, 5, 60_000, now)).allowed).toBe(true);
    expect((await limiter().peek(k, 60_000, now)).hits).toBe(3);
    await limiter().release(k);
    expect((await limiter().peek(k, 60_000, now)).hits).toBe(0);
  });

  it('forgets a released key', async () => {
    const k = key();
    const now = new Date();
    await limiter().hit(k, 1, 60_000, now);
    expect((await limiter().hit(k, 1, 60_000, now)).allowed).toBe(false);
    await limiter().release(k);
    expect((await limiter().hit(k, 1, 60_000, now)).allowed).toBe(true);
  });

  // Redis keeps its own time, so only the database's windows follow a moved clock.
  if (movableClock)
    it('starts a new window when the old one has passed', async () => {
      const k = key();
      const start = new Date('2026-11-23T12:00:00Z');
      await limiter().hit(k, 1, 60_000, start);
      expect((await limiter().hit(k, 1, 60_000, new Date(start.getTime() + 59_000))).allowed).toBe(false);
      expect((await limiter().hit(k, 1, 60_000, new Date(start.getTime() + 60_000))).allowed).toBe(true);
    });

  if (movableClock)
    it('peeks at nothing once the window has passed', async () => {
      const k = key();
      const start = new Date('2026-11-23T12:00:00Z');
      await limiter().hit(k, 3, 60_000, start);
      expect(await limiter().peek(k, 60_000, new Date(start.getTime() + 59_000))).toEqual({
        hits: 1,
        retryAfter: 1,
      });
      expect(await limiter().peek(k, 60_000, new Date(start.getTime() + 60_000))).toEqual({
        hits: 0,
        retryAfter: 0,
      });
    });
}

/** Two instances of the shop on one database (and one Redis, when given) share the sign-in limits. */
function instancesShareLimits(env: () => Record<string, string>) {
  let a: TestApp;
  let b: TestApp;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await new MailCatcher().start();
    a = await createTestApp({ env: { SMTP_URL: mail.url, ...env() } });
    b = await createTestApp({ env: { SMTP_URL: mail.url, ...env() }, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await mail?.stop();
  });

  const requestCode = (app: TestApp, email: string, ip: string) =>
    app.app.inject({ method: 'POST', url: '/api/auth/request-code', payload: { email }, remoteAddress: ip });

  it('a code asked for on one instance holds up a resend on the other', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    expect((await requestCode(a, email, ip)).statusCode).toBe(200);
    const resend = await requestCode(b, email, ip);
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('one client address is counted across instances', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      const app = i % 2 === 0 ? a : b;
      expect((await requestCode(app, uniqueEmail(), ip)).statusCode).toBe(200);
    }
    expect((await requestCode(a, uniqueEmail(), ip)).statusCode).toBe(429);
    expect((await requestCode(b, uniqueEmail(), ip)).statusCode).toBe(429);
  });

  it('a code mailed by one instance signs in on the other', async () => {
    const email = uniqueEmail();
    await requestCode(a, email, uniqueIp());
    const verified = await b.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { email, code: await mail.code(email), consent: 1 },
      remoteAddress: uniqueIp(),
    });
    expect(verified.statusCode).toBe(200);
  });
}

describe('rate limits in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());
  limiterBehaves(() => databaseRateLimiter(t.database.db), true);
});

describe('two instances on one database', () => {
  instancesShareLimits(() => ({}));
});

// Redis is not on every developer's machine: these run where TEST_REDIS_URL names one (CI sets it when a
// Redis answers on 127.0.0.1:6379).
describe.runIf(redisUrl)('rate limits in Redis (TEST_REDIS_URL)', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(() => redis?.quit());
  limiterBehaves(() => redisRateLimiter(redis, 'humbl-test:'), false);

  describe('two instances sharing Redis (REDIS_URL)', () => {
    instancesShareLimits(() => ({ REDIS_URL: redisUrl! }));
  });
});
