import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseUrl as readTestDatabaseUrl } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migratedTemplate } from './pglite-template.ts';

/** Set by CI (and .ci/run) to run every suite against a PostgreSQL server too. */
const testDatabaseUrl = readTestDatabaseUrl();

export interface TestDatabase extends Database {
  /** The database's address on the PostgreSQL server; undefined on PGlite. */
  url: string | undefined;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory (or persisted in `dataDir`, which must be
 * new), or a new database on the server named by TEST_DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(options: { dataDir?: string } = {}): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const database = await openDatabase(
      options.dataDir ? { dataDir: options.dataDir } : { template: await migratedTemplate() },
    );
    await database.migrate();
    return { ...database, url: undefined, destroy: () => database.close() };
  }

  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async destroy() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
