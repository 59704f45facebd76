/**
 * Writes the link-preview pictures of the product drawings: apps/server/assets/products/share/NAME.jpg,
 * 1200×630, the drawing on the brand's cream backdrop (messengers and social networks show no SVG).
 * Run from the repo root after the illustrations change: node --import tsx apps/server/scripts/share-images.ts
 * Needs Chromium (/usr/bin/chromium) and ffmpeg on the machine.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SHARE_IMAGE } from '@shop/shared/rules/share-image';
import { run, screenshot } from './chromium-screenshot.ts';

const productsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'products');
const outDir = join(productsDir, 'share');
const { width, height } = SHARE_IMAGE;

const page = (drawing: string) => `<!doctype html>
<html><head><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
  body {
    display: grid; place-items: center;
    background: radial-gradient(circle at 50% 55%, #ffd3b0 0, #fff4e6 62%), #fff4e6;
  }
  img { width: ${height - 40}px; height: ${height - 40}px; }
  .mark {
    position: absolute; left: 56px; bottom: 40px;
    font: 800 44px/1 'DejaVu Sans', sans-serif; color: #5b3a29; letter-spacing: -1px;
  }
  .mark span { color: #d98b3a; }
</style></head>
<body><img src="${pathToFileURL(drawing).href}" alt=""><div class="mark">humbl<span>.</span></div></body></html>`;

mkdirSync(outDir, { recursive: true });
const drawings = readdirSync(productsDir).filter((file) => file.endsWith('.svg'));
const wanted = new Set(drawings.map((file) => file.replace(/\.svg$/, '.jpg')));
for (const file of readdirSync(outDir)) if (!wanted.has(file)) rmSync(join(outDir, file));

const work = mkdtempSync(join(tmpdir(), 'share-images-'));
let bytes = 0;
try {
  for (const file of drawings) {
    const html = join(work, 'page.html');
    const png = join(work, 'page.png');
    const jpg = join(outDir, file.replace(/\.svg$/, '.jpg'));
    writeFileSync(html, page(join(productsDir, file)));
    screenshot(pathToFileURL(html).href, png, `${width},${height}`, 1);
    run('ffmpeg', ['-y', '-loglevel', 'error', '-i', png, '-q:v', '4', jpg]);
    bytes += statSync(jpg).size;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.info(`Wrote ${drawings.length} share images (${Math.round(bytes / 1024)} kB) to ${outDir}`);
