import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

it('refuses a data dir another live process holds, naming it', async () => {
  const dir = freshDir();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
  try {
    writeFileSync(path.join(dir, 'pglite.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
  } finally {
    other.kill();
  }
});

it('takes over a stale lock and releases it', () => {
  const dir = freshDir();
  writeFileSync(path.join(dir, 'pglite.lock'), '999999999');
  const release = lockDataDir(dir);
  expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
});
