/**
 * Writes the seeded customer-review clips into apps/server/assets/reviews/: review-N.mp4 (360×640, 9 s,
 * H.264 main + yuv420p + faststart, no audio) and review-N.jpg (its first frame, the card poster).
 * Run from the repo root: node --import tsx apps/server/scripts/review-clips.ts
 * Needs ffmpeg (libx264, drawtext) and Chromium (/usr/bin/chromium or CHROMIUM) on the machine; the
 * product drawing and the static backdrop are rendered by Chromium, the motion and the quote by ffmpeg.
 * Frames are deterministic; the encoded bytes may differ between ffmpeg versions.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { run, screenshot } from './chromium-screenshot.ts';

interface Clip {
  slug: string;
  /** A drawing in assets/products/. */
  product: string;
  productName: string;
  quote: string;
  reviewer: string;
  /** Backdrop accent (blobs, quote mark). */
  accent: string;
  /** Where the slow zoom drifts to, as a fraction of the free space (0.5 = centre). */
  focusX: number;
  focusY: number;
}

const clips: Clip[] = [
  {
    slug: 'review-1',
    product: 'bar-salted-caramel.svg',
    productName: 'humblbar Солёная карамель',
    quote: 'Наконец-то батончик, который не стыдно съесть на ночь',
    reviewer: 'Анна, Санкт-Петербург',
    accent: '#d98b3a',
    focusX: 0.62,
    focusY: 0.45,
  },
  {
    slug: 'review-2',
    product: 'brownie-classic.svg',
    productName: 'humblpie Брауни классический',
    quote: 'Вкус как у брауни из кофейни, а сахара нет совсем',
    reviewer: 'Дмитрий, Пушкин',
    accent: '#c2185b',
    focusX: 0.4,
    focusY: 0.55,
  },
  {
    slug: 'review-3',
    product: 'ready-box-8.svg',
    productName: 'Бокс humblbar 8',
    quote: 'Подарила бокс коллегам — разобрали за пять минут',
    reviewer: 'Марина, Кудрово',
    accent: '#8bab4a',
    focusX: 0.5,
    focusY: 0.38,
  },
];

const width = 360;
const height = 640;
const fps = 25;
const seconds = 9;
const frames = fps * seconds;
const maxVideoBytes = 300 * 1024;
const maxPosterBytes = 40 * 1024;

/** The product window on the backdrop. */
const card = { x: 30, y: 92, size: 300, radius: 28 };
const quoteTop = 452;
const quoteLineHeight = 29;
const quoteFontSize = 20;
const quoteMaxChars = 22;

const scriptDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(scriptDir, '..', '..', '..');
const productsDir = join(scriptDir, '..', 'assets', 'products');
const outDir = join(scriptDir, '..', 'assets', 'reviews');
const boldFont = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const regularFont = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** Greedy word wrap by character count (DejaVu Sans Bold 20 px fits about 22 characters in 300 px with room to spare). */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fontFace(family: string, file: string): string {
  const path = join(repoRoot, 'node_modules', '@fontsource-variable', file);
  if (!existsSync(path)) return '';
  return `@font-face{font-family:'${family}';font-weight:200 900;src:url('${pathToFileURL(path).href}') format('woff2');}`;
}

/** The still part of a frame: warm backdrop, brand line, the product window's shadow, stars. */
function backdropHtml(clip: Clip): string {
  const fonts =
    fontFace('Unbounded', 'unbounded/files/unbounded-latin-wght-normal.woff2') +
    fontFace('Manrope', 'manrope/files/manrope-cyrillic-wght-normal.woff2') +
    fontFace('Manrope', 'manrope/files/manrope-latin-wght-normal.woff2');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><style>
${fonts}
*{margin:0;box-sizing:border-box}
html,body{width:${width}px;height:${height}px;overflow:hidden}
body{position:relative;font-family:'Manrope','DejaVu Sans',sans-serif;color:#3d261a;
  background:radial-gradient(ellipse at 90% 4%,#ffd3b0 0,transparent 52%),
    radial-gradient(ellipse at 0% 100%,#f7e3cc 0,transparent 55%),#fff4e6}
.blob{position:absolute;border-radius:50%;filter:blur(28px);opacity:.28;background:${clip.accent}}
.top{position:absolute;left:${card.x}px;right:${card.x}px;top:30px;display:flex;align-items:center;justify-content:space-between}
.logo{font-family:'Unbounded','DejaVu Sans',sans-serif;font-weight:800;font-size:24px;letter-spacing:-.02em;color:#5b3a29}
.pill{padding:5px 12px;border-radius:999px;background:#fff;box-shadow:0 1px 2px rgb(91 58 41/.08),0 2px 6px rgb(91 58 41/.08);
  color:#c2185b;font-weight:750;font-size:13px;display:flex;align-items:center;gap:6px}
.pill:before{content:'';width:7px;height:7px;border-radius:50%;background:#8bab4a}
.card{position:absolute;left:${card.x}px;top:${card.y}px;width:${card.size}px;height:${card.size}px;border-radius:${card.radius}px;
  background:#fff4e6;box-shadow:0 10px 24px rgb(91 58 41/.12),0 28px 60px rgb(91 58 41/.16)}
.name{position:absolute;left:0;right:0;top:${card.y + card.size + 18}px;text-align:center;font-weight:750;font-size:14px;color:#8a4f10;letter-spacing:.01em}
.mark{position:absolute;left:14px;top:${quoteTop - 22}px;font-family:Georgia,'DejaVu Serif',serif;font-size:96px;line-height:1;color:${clip.accent};opacity:.22}
.stars{position:absolute;left:0;right:0;top:${height - 78}px;text-align:center;font-size:18px;letter-spacing:4px;color:#d98b3a}
</style></head><body>
<div class="blob" style="width:220px;height:220px;left:-90px;top:230px"></div>
<div class="blob" style="width:180px;height:180px;right:-70px;bottom:40px"></div>
<div class="top"><span class="logo">humbl</span><span class="pill">отзыв покупателя</span></div>
<div class="card"></div>
<div class="name">${escapeHtml(clip.productName)}</div>
<div class="mark">“</div>
<div class="stars">★★★★★</div>
</body></html>`;
}

/** drawtext wants `:` `,` `'` `\` escaped inside option values; our paths and colours have none but be safe. */
const filterValue = (value: string) => value.replace(/[\\':,]/g, (c) => `\\${c}`);

function buildFilter(clip: Clip, work: string): string {
  const source = card.size * 4;
  // Slow zoom 1 → 1.16 drifting towards the focus point; upscaled first so the crop moves in quarter pixels.
  const zoom = `1+0.16*on/${frames}`;
  const x = `(iw-iw/zoom)*(0.5+(${clip.focusX}-0.5)*on/${frames})`;
  const y = `(ih-ih/zoom)*(0.5+(${clip.focusY}-0.5)*on/${frames})`;
  const r = card.radius;
  // Antialiased rounded corners: distance outside the inner rectangle against the radius.
  const dx = `max(max(${r}-X,X-(W-1-${r})),0)`;
  const dy = `max(max(${r}-Y,Y-(H-1-${r})),0)`;
  const alpha = `255*clip(${r}+0.5-hypot(${dx},${dy}),0,1)`;

  const lines = wrap(`«${clip.quote}»`, quoteMaxChars);
  if (lines.length > 3)
    throw new Error(`The quote of ${clip.slug} needs ${lines.length} lines; 3 fit above the stars`);
  const quoteFilters = lines.map((line, i) => {
    const file = join(work, `line-${i}.txt`);
    writeFileSync(file, line);
    const start = 0.6 + 0.45 * i;
    const shown = `clip((t-${start})/0.6,0,1)`;
    return (
      `drawtext=fontfile=${filterValue(boldFont)}:textfile=${filterValue(file)}:expansion=none` +
      `:fontsize=${quoteFontSize}:fontcolor=0x3d261a:x=(w-text_w)/2` +
      `:y='${quoteTop + i * quoteLineHeight}+10*(1-${shown})':alpha='${shown}'`
    );
  });
  const reviewerFile = join(work, 'reviewer.txt');
  writeFileSync(reviewerFile, `— ${clip.reviewer}`);
  const reviewer =
    `drawtext=fontfile=${filterValue(regularFont)}:textfile=${filterValue(reviewerFile)}:expansion=none` +
    `:fontsize=15:fontcolor=0x7a5a48:x=(w-text_w)/2:y=${height - 48}`;

  return [
    `[1:v]scale=${source}:${source}:flags=lanczos,` +
      `zoompan=z='${zoom}':x='${x}':y='${y}':d=${frames}:s=${card.size}x${card.size}:fps=${fps},` +
      `format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='${alpha}'[product]`,
    `[0:v]scale=${width}:${height},setsar=1,format=rgba[bg]`,
    `[bg][product]overlay=${card.x}:${card.y}:format=auto,${[...quoteFilters, reviewer].join(',')},format=yuv420p[out]`,
  ].join(';');
}

function renderClip(clip: Clip, work: string): { video: number; poster: number } {
  const productPng = join(work, 'product.png');
  screenshot(pathToFileURL(join(productsDir, clip.product)).href, productPng, '400,400', 2);
  const backdropFile = join(work, 'backdrop.html');
  writeFileSync(backdropFile, backdropHtml(clip));
  const backdropPng = join(work, 'backdrop.png');
  screenshot(pathToFileURL(backdropFile).href, backdropPng, `${width},${height}`, 1);

  const video = join(outDir, `${clip.slug}.mp4`);
  const poster = join(outDir, `${clip.slug}.jpg`);
  // ffmpeg -y, bitexact and no metadata: re-running gives the same file on the same ffmpeg build.
  run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-framerate',
    String(fps),
    '-t',
    String(seconds),
    '-i',
    backdropPng,
    '-i',
    productPng,
    '-filter_complex',
    buildFilter(clip, work),
    '-map',
    '[out]',
    '-t',
    String(seconds),
    '-r',
    String(fps),
    '-an',
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-level:v',
    '3.0',
    '-preset',
    'slow',
    '-crf',
    '27',
    '-maxrate',
    '250k',
    '-bufsize',
    '500k',
    '-g',
    String(fps * 2),
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-movflags',
    '+faststart',
    video,
  ]);
  run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    video,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    poster,
  ]);

  const sizes = { video: statSync(video).size, poster: statSync(poster).size };
  if (sizes.video > maxVideoBytes) throw new Error(`${video} is ${sizes.video} bytes, over ${maxVideoBytes}`);
  if (sizes.poster > maxPosterBytes)
    throw new Error(`${poster} is ${sizes.poster} bytes, over ${maxPosterBytes}`);
  return sizes;
}

mkdirSync(outDir, { recursive: true });
for (const clip of clips) {
  const work = mkdtempSync(join(tmpdir(), `${clip.slug}-`));
  try {
    const { video, poster } = renderClip(clip, work);
    console.log(
      `${clip.slug}.mp4 ${Math.round(video / 1024)} kB, ${clip.slug}.jpg ${Math.round(poster / 1024)} kB`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
console.log(`Wrote ${clips.length} review clips to ${outDir}`);
