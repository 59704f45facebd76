import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(path.join(tmpdir(), 'drift-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('has a committed migration for every change of the schema', () => {
  cpSync(path.join(serverRoot, 'drizzle'), copy, { recursive: true });
  const before = readdirSync(copy).length;
  // drizzle-kit reads --out as a path relative to where it runs.
  const output = execFileSync(
    process.execPath,
    [
      path.join(serverRoot, '../../node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema.ts',
      '--out',
      path.relative(serverRoot, copy),
      '--name',
      'drift',
    ],
    { cwd: serverRoot, encoding: 'utf8' },
  );
  expect(output).toContain('No schema changes');
  expect(readdirSync(copy)).toHaveLength(before);
});
