// `npm run seed:scale [-- --accounts 100000 --orders 1000000 --heavy 2000]`: README "At scale".
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadStorageConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { DataDirInUse } from '../data-dir-lock.ts';
import { scaleProblem, seedScale } from './scale.ts';
import { seedIfEmpty } from './seed.ts';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

try {
  const { values } = parseArgs({
    options: {
      accounts: { type: 'string', default: '1000' },
      orders: { type: 'string', default: '10000' },
      heavy: { type: 'string', default: '200' },
      batch: { type: 'string', default: '100000' },
    },
  });
  const options = {
    accounts: Number(values.accounts),
    orders: Number(values.orders),
    heavy: Number(values.heavy),
    batch: Number(values.batch),
  };
  const problem = scaleProblem(options) ?? (options.batch >= 1 ? null : '--batch: 1 or more');
  if (problem) throw new RangeError(problem);

  const storage = loadStorageConfig();
  const started = performance.now();
  // The embedded database's lock refuses a data dir the shop has open (one process per PGlite).
  const database = await openDatabase({ url: storage.databaseUrl, dataDir: storage.dataDir });
  const where =
    database.kind === 'pglite' ? `the embedded database in ${storage.dataDir}` : 'the PostgreSQL database';
  try {
    console.info(
      `Seeding ${where}: ${options.accounts} accounts, ${options.orders} orders (${options.heavy} of one customer)…`,
    );
    await database.migrate(seedIfEmpty);
    const seeded = await seedScale(database.db, { ...options, now: new Date(), log: console.info });
    console.info(`  committed: ${seeded.seconds.toFixed(1)} s`);
    const analysed = performance.now();
    // The planner's statistics for the new rows, and the visibility map that lets counts and sums read an
    // index alone (what autovacuum does a while after a bulk load; PGlite has no autovacuum at all).
    await database.db.execute(sql`vacuum analyze`);
    console.info(`  vacuum analyze: ${seconds(analysed)}`);
    console.info(
      Object.entries(seeded.counts)
        .filter(([, n]) => n > 0)
        .map(([table, n]) => `${table} ${n}`)
        .join(', '),
    );
    if (seeded.heavy) console.info(`The customer with ${options.heavy} orders: ${seeded.heavy.email}`);
    console.info(`Admins of the audit rows: ${seeded.staff.map((s) => s.email).join(', ')}`);
    console.info(`Done in ${seconds(started)}.`);
  } finally {
    await database.close();
  }
} catch (err) {
  const plain =
    err instanceof DataDirInUse ||
    err instanceof ConfigError ||
    err instanceof RangeError ||
    (err instanceof TypeError && String((err as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS'));
  console.error(plain ? (err as Error).message : err);
  process.exitCode = 1;
}
