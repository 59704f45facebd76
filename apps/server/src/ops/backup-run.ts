// `npm run backup [-- --to <folder>]`: README "Backups".
import { parseArgs } from 'node:util';
import { loadStorageConfig } from '../config.ts';
import { makeBackup } from './backup.ts';
import { megabytes, runCommand } from './run-command.ts';

await runCommand(async () => {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const started = Date.now();
  const { dir, manifest } = await makeBackup(loadStorageConfig(), { to: values.to });
  const dump = manifest.files.find((f) => f.path === manifest.database.file)!;
  const database = manifest.database.kind === 'pglite' ? 'the embedded database' : 'the PostgreSQL database';
  return (
    `Backed up ${database} (${megabytes(dump.bytes)}) and ${manifest.media.files} media files ` +
    `(${megabytes(manifest.media.bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s to ${dir}`
  );
});
