import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import type { BodyRules } from '../lib/body-watchdog.ts';
import { loadConfig } from '../config.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { readDemoOutbox, type OutboxMessage } from '../lib/demo-outbox.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** What a demo printed in its terminal (mail and SMS without SMTP_URL / SMS_URL), oldest first. */
  terminal: string[];
  /** The demo's messages to `to` (demo-outbox.jsonl), newest first. */
  outbox(to?: string): OutboxMessage[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  webDist?: string | null;
  now?: () => Date;
  /** More environment (SMTP_URL, ADMIN_EMAILS, REDIS_URL …) over the test defaults. */
  env?: Record<string, string>;
  /** Reuse a database (a second instance on the same PostgreSQL database). */
  database?: TestDatabase;
  /** Log there (at LOG_LEVEL of `env`, else info) instead of not at all. */
  logStream?: DestinationStream;
  /** How long request bodies may take (lib/body-watchdog.ts). */
  bodyRules?: BodyRules;
}

/** The real app on a fresh seeded database (one per test file: creating a database takes seconds). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  if (!shared && (options.seed ?? true)) await seedDatabase(database.db);
  const config = loadConfig({
    // The suites run the demo (test payments) unless they set DEMO=false with production's variables.
    DEMO: 'true',
    DATA_DIR: '/nonexistent-test-data',
    // Uploads of admin tests land in a folder of their own, never beside the machine's data.
    MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-test-media-')),
    JWT_SECRET: 'x'.repeat(48),
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ...options.env,
  });
  const terminal: string[] = [];
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'shop-test-outbox-'));
  const app = await buildApp({
    config,
    database,
    webDist: options.webDist ?? null,
    logger: options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.bodyRules ? { bodyRules: options.bodyRules } : {}),
    print: (text) => void terminal.push(text),
    outboxDir,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    terminal,
    outbox: (to) => readDemoOutbox(outboxDir, to),
    async close() {
      await app.close();
      if (!shared) await database.destroy();
    },
  };
}
