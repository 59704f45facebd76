import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config.ts';
import { pgliteFolder } from '../db/client.ts';
import { DataDirInUse, lockDataDir } from '../db/data-dir-lock.ts';
import {
  BackupProblem,
  describeFiles,
  writeManifest,
  type DatabaseKind,
  type Manifest,
} from './backup-manifest.ts';
import { dumpPglite, dumpPostgres } from './database-dumps.ts';

/**
 * `npm run backup` (README "Backups"): the database and the media folder into a new folder of the backup
 * directory, with its manifest. On the embedded database the shop must be stopped for it (PGlite is one
 * process per data dir): a running shop's lock refuses the backup before anything is read or written. On
 * PostgreSQL pg_dump's snapshot is consistent while the shop runs; the database is dumped before the media
 * are copied, so every photo the dump names is there (unless deleted in between, which leaves a photo row
 * without its files, as a crash would).
 */

export interface BackupMade {
  dir: string;
  manifest: Manifest;
}

export const DATABASE_DUMP: Record<DatabaseKind, string> = {
  pglite: 'database.tar.gz',
  postgres: 'database.pgdump',
};

/** Where the media files sit inside a backup. */
export const MEDIA = 'media';

export const kindOf = (storage: StorageConfig): DatabaseKind => (storage.databaseUrl ? 'postgres' : 'pglite');

/** A time as a folder name: 2026-11-22T10-15-30Z (sorts by time; no colons, which some systems refuse). */
export const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/** The one-line refusal for a running shop. */
export const shopRunning = (what: 'Backup' | 'Restore', inUse: DataDirInUse) =>
  new BackupProblem(
    `${what} refused: the shop (process ${inUse.owner}) has the embedded database in ${inUse.dir} open; stop it first, then run this again (README "Backups").`,
  );

/** Takes the data dir's lock, as the server does: refused while the shop runs. */
export function lockForBackup(what: 'Backup' | 'Restore', dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    throw err instanceof DataDirInUse ? shopRunning(what, err) : err;
  }
}

/** Makes a backup in a new folder of `to` (default: the configured backup directory). */
export async function makeBackup(
  storage: StorageConfig,
  options: { to?: string | undefined; now?: Date } = {},
): Promise<BackupMade> {
  const now = options.now ?? new Date();
  const kind = kindOf(storage);
  const dir = path.join(path.resolve(options.to ?? storage.backupDir), `humbl-${stamp(now)}-${kind}`);
  // Written under a name of its own and renamed when whole: a backup cut short is never taken for one.
  const partial = `${dir}.partial`;
  if (existsSync(dir) || existsSync(partial))
    throw new BackupProblem(`Backup refused: ${dir} already exists.`);
  if (kind === 'pglite' && !existsSync(path.join(pgliteFolder(storage.dataDir), 'PG_VERSION')))
    throw new BackupProblem(`Backup refused: there is no embedded database in ${storage.dataDir}.`);

  const unlock = kind === 'pglite' ? lockForBackup('Backup', storage.dataDir) : () => {};
  try {
    await mkdir(partial, { recursive: true });
    const dump = path.join(partial, DATABASE_DUMP[kind]);
    const made =
      kind === 'pglite'
        ? { tool: await dumpPglite(pgliteFolder(storage.dataDir), dump), source: storage.dataDir }
        : await dumpPostgres(storage.databaseUrl!, dump);
    const media = await copyMedia(storage.mediaDir, path.join(partial, MEDIA));
    const files = await describeFiles(partial, [DATABASE_DUMP[kind], ...media]);
    const mediaFiles = files.filter((f) => f.path.startsWith(`${MEDIA}/`));
    const manifest: Manifest = {
      format: 'humbl-shop-backup',
      version: 1,
      createdAt: now.toISOString(),
      database: { kind, file: DATABASE_DUMP[kind], ...made },
      media: {
        source: storage.mediaDir,
        files: mediaFiles.length,
        bytes: mediaFiles.reduce((sum, f) => sum + f.bytes, 0),
      },
      files,
    };
    await writeManifest(partial, manifest);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  } finally {
    unlock();
  }
}

/**
 * Copies the media folder's files into `to`; answers their paths inside the backup. Uploads in progress are
 * left out: they are written under .tmp/ (and other dot names, never served) and renamed into place whole.
 */
async function copyMedia(from: string, to: string): Promise<string[]> {
  if (!existsSync(from)) return [];
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(from, path.join(e.parentPath, e.name)).split(path.sep))
    .filter((parts) => parts.every((part) => !part.startsWith('.')) && !parts.at(-1)!.endsWith('.tmp'))
    .map((parts) => parts.join('/'))
    .sort();
  const copied: string[] = [];
  for (const name of names) {
    const target = path.join(to, ...name.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(path.join(from, ...name.split('/')), target);
      copied.push(`${MEDIA}/${name}`);
    } catch (err) {
      // Deleted by the running shop since the listing: no longer part of it.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return copied;
}
