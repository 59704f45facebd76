import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { commandEnv } from '../config.ts';
import { pgliteExtensions } from '../db/client.ts';
import { BackupProblem } from './backup-manifest.ts';

/**
 * The database half of a backup: PGlite's own dump of its data dir (opened here, so only while the shop is
 * stopped: one process per data dir), or pg_dump's custom format, consistent while the shop runs.
 */

/** Dumps the embedded database in `folder` to `file` (a gzipped tarball); answers what made it. */
export async function dumpPglite(folder: string, file: string): Promise<string> {
  const client = await PGlite.create(folder, { extensions: pgliteExtensions });
  try {
    // Written out first, so that the copy opens without replaying the log.
    await client.exec('checkpoint');
    const { rows } = await client.query<{ version: string }>('select version()');
    const tarball = await client.dumpDataDir('gzip');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
    return `PGlite dumpDataDir, ${(rows[0]?.version ?? 'PostgreSQL').split(' on ')[0]}`;
  } finally {
    await client.close();
  }
}

/**
 * Unpacks a dump of dumpPglite into `folder` (made afresh) with PGlite's own loader, and checks that it opens
 * and is a shop's database (its migrations table answers).
 */
export async function loadPglite(file: string, folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const client = await PGlite.create({
    dataDir: folder,
    loadDataDir: new Blob([await readFile(file)]),
    extensions: pgliteExtensions,
  });
  try {
    await client.query('select count(*) from drizzle.__drizzle_migrations');
  } finally {
    await client.close();
  }
}

/**
 * libpq's view of DATABASE_URL: the address without its password (which would show in `ps`), the password
 * in PGPASSWORD, and a description for the manifest.
 */
function libpq(url: string) {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  return {
    dbname: address.toString(),
    env: commandEnv(password ? { PGPASSWORD: password } : {}),
    source: `postgres://${address.host}${address.pathname}`,
  };
}

/** pg_dump of the whole database in its custom format to `file`; answers what made it and where from. */
export async function dumpPostgres(url: string, file: string): Promise<{ tool: string; source: string }> {
  const target = libpq(url);
  const tool = (await run('pg_dump', ['--version'], target.env)).trim();
  await run(
    'pg_dump',
    ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${target.dbname}`],
    target.env,
  );
  return { tool, source: target.source };
}

/**
 * pg_restore of a dump over the database in one transaction: what the dump holds is dropped first and
 * made again (objects the dump does not know are left alone); any error undoes all of it. Ownership and
 * grants are not restored: the connecting role owns everything, as on a new machine it must.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const target = libpq(url);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${target.dbname}`,
      file,
    ],
    target.env,
  );
}

/** Sessions on the database other than this check's own: a running shop always has its listener's. */
export async function otherSessions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client tool; answers its output, or throws its last words. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupProblem(
              `${command} was not found: install the PostgreSQL client tools (the server's major version or newer).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else {
        const said = err.trim().split('\n').slice(-3).join(' ');
        reject(new BackupProblem(`${command} failed (exit code ${code}): ${said}`));
      }
    });
  });
}
