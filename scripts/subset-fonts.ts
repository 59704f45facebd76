/**
 * Writes the storefront's web fonts (apps/web/src/assets/fonts) from the @fontsource-variable packages:
 * only the characters the shop's texts use and only the weights its styles use. About half the bytes of
 * the packages' files, and fonts are on the first paint's critical path (the budgets of docs/decisions/0005
 * and 0007).
 * Run from the repo root after changing fonts or weights: node --import tsx scripts/subset-fonts.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'apps/web/src/assets/fonts');

const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const cyrillic = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя№';
// Typography of Russian texts: no-break space, guillemets, dashes, ellipsis, quotes, signs in the copy.
const punctuation = '\u00a0«»—–…’“”„•·×−→§°±²©≥';

interface Subset {
  family: 'manrope' | 'unbounded';
  /** The package file the glyphs come from. */
  source: 'cyrillic' | 'latin' | 'latin-ext';
  text: string;
  /** The weights the styles use (tokens.css: 450, 600, 750; headings 600–750). */
  weights: { min: number; max: number };
}

const body = { min: 400, max: 800 };
const headings = { min: 600, max: 800 };
const subsets: Subset[] = [
  { family: 'manrope', source: 'cyrillic', text: cyrillic, weights: body },
  { family: 'manrope', source: 'latin', text: ascii + punctuation, weights: body },
  // The ruble sign only; Unbounded text falls back to it rather than load a file for one glyph.
  { family: 'manrope', source: 'latin-ext', text: '₽', weights: body },
  { family: 'unbounded', source: 'cyrillic', text: cyrillic, weights: headings },
  { family: 'unbounded', source: 'latin', text: ascii + punctuation, weights: headings },
];

for (const { family, source, text, weights } of subsets) {
  const from = path.join(
    root,
    `node_modules/@fontsource-variable/${family}/files/${family}-${source}-wght-normal.woff2`,
  );
  const font = await subsetFont(readFileSync(from), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
  const file = `${family}-${source}.woff2`;
  writeFileSync(path.join(outDir, file), font);
  console.log(`${file}: ${(font.length / 1024).toFixed(1)} kB`);
}
