import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db, Tx } from '../../db/client.ts';

/**
 * Catalogue changes across instances (issue 12): a write announces itself with NOTIFY in its own
 * transaction, so PostgreSQL delivers it when — and only if — the change commits; every other instance
 * LISTENs on a connection of its own and drops its cached snapshot. The embedded PGlite serves one
 * instance only, so it needs no listener (NOTIFY there reaches nobody and costs nothing).
 * CatalogService's MAX_AGE stays as the bound on staleness should a notification ever be lost.
 */
export const CATALOG_CHANNEL = 'catalog_changed';

/** Sends the change notice inside the writing transaction; `instanceId` lets the writer skip its own. */
export async function notifyCatalogChanged(tx: Db | Tx, instanceId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${instanceId})`);
}

export interface CatalogListener {
  stop(): Promise<void>;
}

interface Log {
  warn(data: object, message: string): void;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * LISTENs for other instances' catalogue changes on a dedicated connection (not one of the pool's, which
 * would drop the LISTEN when it is handed to someone else), reconnecting with a growing pause when the
 * connection is lost. Every (re)connection counts as a change: notices sent while it was down are gone.
 * Resolves after the first attempt, so an instance that starts listening has done so before it serves.
 */
export async function listenForCatalogChanges(
  database: Database,
  catalog: { readonly instanceId: string; invalidate(): void },
  log: Log,
): Promise<CatalogListener> {
  if (database.kind !== 'postgres') return { stop: async () => {} };
  const { options } = poolOf(database.db);
  let stopped = false;
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = FIRST_RETRY_MS;

  const scheduleRetry = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ ...options });
    let lost = false;
    const drop = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      if (!stopped) log.warn({ err }, 'catalogue change listener lost its connection; reconnecting');
      client.end().catch(() => {});
      scheduleRetry();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL && message.payload !== catalog.instanceId) catalog.invalidate();
    });
    try {
      await client.connect();
      await client.query(`listen ${CATALOG_CHANNEL}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    retryMs = FIRST_RETRY_MS;
    catalog.invalidate();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/** The node-postgres pool behind a PostgreSQL Db (drizzle keeps it as $client): its connection settings. */
function poolOf(db: Db): pg.Pool {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('catalogue listener: the database is not a pg pool');
  return pool;
}
