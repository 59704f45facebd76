import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from '../db/client.ts';
import { migrationsFolder } from '../lib/server-root.ts';

/**
 * An empty PGlite takes seconds to start (initdb in WebAssembly) and more to migrate; one started from a
 * dump of a migrated data dir takes well under one. The dump is made once per set of migrations and PGlite
 * version and kept in the machine's temp folder for every test file (written to a temp name and renamed,
 * so parallel workers never read half of one).
 */
function templateKey(): string {
  const hash = createHash('sha256');
  // The installed PGlite's own package.json (its version), beside its dist/ folder.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export async function migratedTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `shop-pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migrate(drizzle(client), { migrationsFolder });
    await client.exec('analyze');
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
