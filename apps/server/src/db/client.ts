import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/server-root.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';
import { tracePglite } from './traced-pglite.ts';

export type Schema = typeof schema;
/** Drizzle over either driver; the rest of the server only sees this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of Db: repository functions take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations, then runs `afterMigrate` while no other instance can migrate. */
  migrate(afterMigrate?: (db: Db) => Promise<unknown>): Promise<void>;
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections (monitoring); null on the embedded database's one connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** Where PGlite persists; undefined keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Spans for the embedded database's statements (tracing configured; PostgreSQL's come from pg's own). */
  traced?: boolean;
  /** In memory only: start from this dump of a data dir (PGlite's dumpDataDir) instead of an empty one. */
  template?: Blob;
}

// Arbitrary constant: serialises migrate + first seed across instances starting together.
const MIGRATION_LOCK_ID = 727_001;

/** Where the embedded database keeps its files, inside DATA_DIR (its lock file is beside it). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options);
}

async function openPglite({ dataDir, traced = false, template }: DatabaseOptions): Promise<Database> {
  let client: PGlite;
  let unlock = () => {};
  if (dataDir) {
    const dir = pgliteFolder(dataDir);
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dataDir);
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(template ? { loadDataDir: template } : {});
  }
  if (traced) tracePglite(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(afterMigrate) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await afterMigrate?.(db);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolStats: () => null,
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        await afterMigrate?.(db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
