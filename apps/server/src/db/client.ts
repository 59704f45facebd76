import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /**
   * Applies the committed migrations, then runs `afterMigrate` (a seed: answering `false` says it wrote
   * nothing) while no other instance can migrate; then ANALYZE when the planner's statistics may be stale.
   */
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

/**
 * The PostgreSQL extensions the migrations create, which PGlite must be given whenever it opens a shop's
 * database (the admin's order search: pg_trgm, migration 0013).
 */
export const pgliteExtensions = { pg_trgm };

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
    client = await PGlite.create(dir, { extensions: pgliteExtensions });
  } else {
    client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(template ? { loadDataDir: template } : {}),
    });
  }
  if (traced) tracePglite(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(afterMigrate) {
      // PGlite runs no autovacuum: at each start the tables that changed since are analysed.
      await migrateAndAnalyze(
        async (text) => (await client.query<Row>(text)).rows,
        () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
        afterMigrate && (() => afterMigrate(db)),
        { autovacuum: false },
      );
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

type Row = Record<string, unknown>;
/** Runs SQL on the connection that migrates, answering its rows. */
type Run = (text: string) => Promise<Row[]>;

/**
 * Migrates, seeds (`seed` answering `false` when it wrote nothing), then gives the planner statistics: the
 * whole database is analysed when a migration ran (an index on an expression has none until then) or the
 * seed wrote rows; otherwise, without autovacuum (PGlite), the tables never analysed or whose size moved
 * by more than a tenth since, as autovacuum would have (a stock check over order lines the planner thinks
 * empty goes quadratic). With autovacuum (PostgreSQL) a start that changed nothing analyses nothing.
 */
async function migrateAndAnalyze(
  run: Run,
  migrate: () => Promise<void>,
  seed: (() => Promise<unknown>) | undefined,
  { autovacuum }: { autovacuum: boolean },
): Promise<void> {
  const before = await appliedMigrations(run);
  await migrate();
  const seeded = seed ? (await seed()) !== false : false;
  if (seeded || (await appliedMigrations(run)) !== before) {
    await run('analyze');
    return;
  }
  if (autovacuum) return;
  const stale = await run(`
    select format('%I', c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.reltuples < 0
          or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 8 + c.relpages / 10)`);
  if (stale.length > 0) await run(`analyze ${stale.map((row) => String(row.name)).join(', ')}`);
}

/** How many migrations the database has had (0 before the first). */
async function appliedMigrations(run: Run): Promise<number> {
  const [table] = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return 0;
  const [row] = await run('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(row?.n ?? 0);
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
        await migrateAndAnalyze(
          async (text) => (await client.query<Row>(text)).rows,
          () => migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
          afterMigrate && (() => afterMigrate(db)),
          { autovacuum: true },
        );
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
