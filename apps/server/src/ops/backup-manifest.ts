import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/**
 * A backup is one folder: the database's dump, the media files under media/, and manifest.json, written
 * last, saying what the folder holds and every file's size and SHA-256. A restore reads the manifest and
 * checks every file against it before it touches anything, so a damaged, tampered or unfinished backup is
 * refused as a whole rather than half restored.
 */

export const MANIFEST = 'manifest.json';

/** What stops a backup or a restore, told to the operator in one line. */
export class BackupProblem extends Error {}

/** A path inside the backup: relative, forward slashes, no '.', '..' or empty segment (nothing can escape). */
const insidePath = z
  .string()
  .min(1)
  .max(1000)
  .refine(
    (p) => !p.startsWith('/') && p.split('/').every((s) => s !== '' && s !== '.' && s !== '..'),
    'a relative path inside the backup',
  );

const fileSchema = z.object({
  path: insidePath,
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});
export type BackupFile = z.infer<typeof fileSchema>;

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

const manifestSchema = z.object({
  format: z.literal('humbl-shop-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(databaseKinds),
    /** The dump, one of `files`: PGlite's data dir as a gzipped tarball, or pg_dump's custom format. */
    file: insidePath,
    /** What made the dump (PGlite's version, or pg_dump's --version). */
    tool: z.string().max(200),
    /** Where it came from: the data dir, or the database's host and name (never its password). */
    source: z.string().max(1000),
  }),
  media: z.object({ source: z.string().max(1000), files: z.number().int().min(0), bytes: z.number().int() }),
  files: z.array(fileSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A file's SHA-256, hex, read as a stream (media may be large clips). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The size and checksum of each of `paths` (relative to `dir`, forward slashes). */
export async function describeFiles(dir: string, paths: readonly string[]): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  for (const p of paths) {
    const file = path.join(dir, ...p.split('/'));
    files.push({ path: p, bytes: (await stat(file)).size, sha256: await sha256Of(file) });
  }
  return files;
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifestSchema.parse(manifest), null, 2)}\n`);
}

/**
 * The manifest of the backup in `dir`, once every file it names is there with its size and checksum;
 * otherwise a refusal naming what is wrong. Reads every file: nothing is restored from a backup not whole.
 */
export async function verifyBackup(dir: string): Promise<Manifest> {
  if (!existsSync(dir)) throw new BackupProblem(`Restore refused: there is no backup at ${dir}.`);
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => null);
  if (text === null)
    throw new BackupProblem(
      `Restore refused: ${dir} has no ${MANIFEST}, so it is not a finished backup (one cut short is left as *.partial).`,
    );
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupProblem(
      `Restore refused: ${path.join(dir, MANIFEST)} is damaged or not a shop backup's.`,
    );
  }
  if (!manifest.files.some((f) => f.path === manifest.database.file))
    throw new BackupProblem(`Restore refused: the manifest of ${dir} lists no database dump.`);
  for (const expected of manifest.files) {
    const file = path.join(dir, ...expected.path.split('/'));
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    if (size === null) throw new BackupProblem(`Restore refused: ${expected.path} is missing from ${dir}.`);
    if (size !== expected.bytes || (await sha256Of(file)) !== expected.sha256)
      throw new BackupProblem(
        `Restore refused: ${expected.path} in ${dir} does not match its checksum in the manifest (damaged or altered).`,
      );
  }
  return manifest;
}
