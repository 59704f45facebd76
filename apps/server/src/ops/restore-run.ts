// `npm run restore -- --from <backup folder> [--force]`: README "Backups".
import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadStorageConfig } from '../config.ts';
import { BackupProblem } from './backup-manifest.ts';
import { restoreBackup } from './restore.ts';
import { runCommand } from './run-command.ts';

await runCommand(async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean' } } });
  const storage = loadStorageConfig();
  if (!values.from)
    throw new BackupProblem(
      `Say which backup: npm run restore -- --from <folder>.${listed(storage.backupDir)}`,
    );
  const started = Date.now();
  const done = await restoreBackup(storage, { from: values.from, force: values.force ?? false });
  const { kind } = done.manifest.database;
  return [
    `Restored the backup of ${done.manifest.createdAt} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `the ${kind === 'pglite' ? `embedded database in ${storage.dataDir}` : 'PostgreSQL database'}, ` +
      `${done.media.written + done.media.unchanged} media files in ${storage.mediaDir} (${done.media.unchanged} were already there).`,
    ...(done.previousDatabase
      ? [`The database it replaced is kept in ${done.previousDatabase}: delete it once the shop runs well.`]
      : []),
  ].join('\n');
});

/** The backups in the backup directory, newest last, as a hint. */
function listed(backupDir: string): string {
  const names = (() => {
    try {
      return readdirSync(backupDir).filter((name) => name.startsWith('humbl-') && !name.endsWith('.partial'));
    } catch {
      return [];
    }
  })().sort();
  return names.length
    ? ` Backups in ${backupDir}: ${names.join(', ')}.`
    : ` There are no backups in ${backupDir}.`;
}
