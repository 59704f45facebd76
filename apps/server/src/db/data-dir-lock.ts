import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite's files may be opened by one process only; a second one (say `npm run seed` while the server
 * runs) would corrupt them. The lock file names the owner's pid; a lock whose process is gone is stale.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'pglite.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new DataDirInUse(dir, owner);
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

/** Another live process (the shop, most likely) has the embedded database open. */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly owner: number,
  ) {
    super(`The embedded database in ${dir} is in use by process ${owner}; stop it first.`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
