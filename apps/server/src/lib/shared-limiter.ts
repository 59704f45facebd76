import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit.ts';

/** The rate limiter every module counts in: Redis with REDIS_URL, else the database (shared by instances). */
export function sharedLimiter(app: FastifyInstance, config: Config, db: Db): RateLimiter {
  if (!config.redisUrl) return databaseRateLimiter(db);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
  app.addHook('onClose', async () => void (await redis.quit()));
  return redisRateLimiter(redis);
}
