/**
 * Writes the product illustrations into apps/server/assets/products/.
 * Run from the repo root: node --import tsx apps/server/scripts/illustrations.ts
 * Output is deterministic, so re-running only changes files whose drawing changed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { illustrations } from './illustrations/manifest.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'products');
mkdirSync(outDir, { recursive: true });

const wanted = new Set(illustrations.map((i) => i.file));
if (wanted.size !== illustrations.length) throw new Error('Duplicate illustration file names');

// drop stale drawings that are no longer in the manifest
for (const file of readdirSync(outDir)) {
  if (file.endsWith('.svg') && !wanted.has(file)) rmSync(join(outDir, file));
}

let bytes = 0;
for (const { file, render } of illustrations) {
  const svg = render();
  bytes += Buffer.byteLength(svg);
  writeFileSync(join(outDir, file), svg);
}
console.log(`Wrote ${illustrations.length} illustrations (${Math.round(bytes / 1024)} kB) to ${outDir}`);
