import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config.ts';
import { pgliteFolder } from '../db/client.ts';
import { MediaFiles } from '../modules/media/media-files.ts';
import { BackupProblem, sha256Of, verifyBackup, type Manifest } from './backup-manifest.ts';
import { kindOf, lockForBackup, MEDIA, stamp } from './backup.ts';
import { loadPglite, otherSessions, restorePostgres } from './database-dumps.ts';

/**
 * `npm run restore -- --from <backup>` (README "Backups"): the whole backup is checked against its manifest
 * first; only then is the shop's data replaced. The shop must be stopped: on the embedded database its lock
 * refuses the restore, on PostgreSQL any other session on the database does (`force` overrides that, for a
 * session that is not a shop's). The embedded database is unpacked beside the live one and swapped in
 * whole; the one it replaces is kept beside it. Media files are put back by name (names are never reused);
 * files the backup does not hold are left where they are.
 */

export interface Restored {
  manifest: Manifest;
  /** Where the embedded database that was replaced now is; null when there was none (or on PostgreSQL). */
  previousDatabase: string | null;
  media: { written: number; unchanged: number };
}

const label = { pglite: 'embedded database (PGlite)', postgres: 'PostgreSQL database' } as const;

export async function restoreBackup(
  storage: StorageConfig,
  options: { from: string; force?: boolean; now?: Date },
): Promise<Restored> {
  const dir = path.resolve(options.from);
  const manifest = await verifyBackup(dir);
  const kind = kindOf(storage);
  if (manifest.database.kind !== kind)
    throw new BackupProblem(
      `Restore refused: the backup holds a ${label[manifest.database.kind]}, but this configuration names a ${label[kind]} (${kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}).`,
    );
  const dump = path.join(dir, ...manifest.database.file.split('/'));

  if (kind === 'postgres') {
    const url = storage.databaseUrl!;
    const sessions = await otherSessions(url);
    if (sessions > 0 && !options.force)
      throw new BackupProblem(
        `Restore refused: ${sessions} other session(s) are connected to the database (a running shop?); stop every instance first, or pass --force if none of them is a shop.`,
      );
    await restorePostgres(url, dump);
    return { manifest, previousDatabase: null, media: await restoreMedia(dir, manifest, storage.mediaDir) };
  }

  await mkdir(storage.dataDir, { recursive: true });
  const unlock = lockForBackup('Restore', storage.dataDir);
  try {
    const live = pgliteFolder(storage.dataDir);
    const staged = `${live}.restoring`;
    await loadPglite(dump, staged);
    const media = await restoreMedia(dir, manifest, storage.mediaDir);
    let previousDatabase: string | null = null;
    if (existsSync(live)) {
      previousDatabase = `${live}.before-restore-${stamp(options.now ?? new Date())}`;
      await rename(live, previousDatabase);
    }
    await rename(staged, live);
    return { manifest, previousDatabase, media };
  } finally {
    unlock();
  }
}

/**
 * Puts the backup's media files in place, each copied under .tmp/ and renamed (a file is never seen half
 * written, as with uploads); one already there with the same checksum is left as it is.
 */
async function restoreMedia(dir: string, manifest: Manifest, mediaDir: string) {
  const media = new MediaFiles(mediaDir);
  const counts = { written: 0, unchanged: 0 };
  for (const file of manifest.files) {
    if (!file.path.startsWith(`${MEDIA}/`)) continue;
    const parts = file.path.split('/').slice(1);
    const target = path.join(mediaDir, ...parts);
    if (existsSync(target) && (await sha256Of(target)) === file.sha256) {
      counts.unchanged++;
      continue;
    }
    await mkdir(media.tmpDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const temp = media.tmpFile('.restore');
    await copyFile(path.join(dir, ...file.path.split('/')), temp);
    await rename(temp, target);
    counts.written++;
  }
  return counts;
}
