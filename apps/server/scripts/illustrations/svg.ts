/** Small helpers shared by every illustration: number formatting, a seeded RNG, gradients and the document frame. */

export const palette = {
  cocoa: '#5b3a29',
  cocoaDark: '#3e271b',
  caramel: '#d98b3a',
  cream: '#fff4e6',
  berry: '#c2185b',
  pistachio: '#8bab4a',
  peach: '#ffd3b0',
  kraft: '#c9955c',
  white: '#ffffff',
} as const;

export const FONT = 'Manrope, Arial, sans-serif';

/** Rounds to one decimal so the files stay small and stable. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Space-separated list of points for polygon/polyline. */
export function pts(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

/** Smooth path through a zigzag of points: straight runs with rounded turns (quadratics through midpoints). */
export function smoothPath(points: ReadonlyArray<readonly [number, number]>): string {
  const first = points[0];
  if (!first) return '';
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i] ?? first;
    const q = points[i + 1] ?? p;
    d += `Q${n(p[0])} ${n(p[1])} ${n((p[0] + q[0]) / 2)} ${n((p[1] + q[1]) / 2)}`;
  }
  const last = points[points.length - 1] ?? first;
  if (points.length > 1) d += `L${n(last[0])} ${n(last[1])}`;
  return d;
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Deterministic PRNG (mulberry32) seeded from a string, so every run draws the same crumbs. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rand: () => number, min: number, max: number): number {
  return min + (max - min) * rand();
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#2a1a12', t);

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, op]) =>
        `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${n(op)}"`}/>`,
    )
    .join('');
}

/** Collects <defs> entries; helpers return the fill reference to use. */
export class Defs {
  private readonly items: string[] = [];
  private readonly ids = new Set<string>();

  private add(id: string, markup: string): string {
    if (!this.ids.has(id)) {
      this.ids.add(id);
      this.items.push(markup);
    }
    return `url(#${id})`;
  }

  /** Linear gradient; direction given as x1 y1 x2 y2 in bounding-box fractions (default: top to bottom). */
  linear(
    id: string,
    list: readonly Stop[],
    dir: readonly [number, number, number, number] = [0, 0, 0, 1],
  ): string {
    const [x1, y1, x2, y2] = dir;
    return this.add(
      id,
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
    );
  }

  radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.add(
      id,
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`,
    );
  }

  clip(id: string, shape: string): string {
    return this.add(id, `<clipPath id="${id}">${shape}</clipPath>`);
  }

  /** Any other definition (e.g. a <pattern>) whose markup carries the given id. */
  raw(id: string, markup: string): string {
    return this.add(id, markup);
  }

  /** A reusable drawing placed with use(); drawn around its own origin. */
  symbol(id: string, body: string): string {
    this.add(id, `<g id="${id}">${body}</g>`);
    return id;
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

export function use(id: string, x: number, y: number, scale = 1, rotate = 0): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotate) parts.push(`rotate(${n(rotate)})`);
  if (scale !== 1) parts.push(`scale(${n(scale)})`);
  return `<use href="#${id}" transform="${parts.join(' ')}"/>`;
}

export type Backdrop = 'circle' | 'square';

/** Soft warm background: a cream-to-peach circle or rounded square with a few faint confetti dots. */
export function backdrop(defs: Defs, shape: Backdrop, seed: string, tint: string = palette.peach): string {
  const fill = defs.radial(
    'bg',
    [
      [0, '#fffaf2'],
      [0.6, palette.cream],
      [1, tint],
    ],
    0.45,
    0.4,
    0.7,
  );
  const base =
    shape === 'circle'
      ? `<circle cx="200" cy="200" r="186" fill="${fill}"/>`
      : `<rect x="14" y="14" width="372" height="372" rx="72" fill="${fill}"/>`;
  const rand = rng(`bg-${seed}`);
  const colors = [palette.caramel, palette.pistachio, palette.berry, palette.caramel];
  let dots = '';
  for (let i = 0; i < 7; i++) {
    const angle = (i / 7) * Math.PI * 2 + between(rand, -0.3, 0.3);
    const radius = between(rand, 150, 168);
    const x = 200 + Math.cos(angle) * radius;
    const y = 200 + Math.sin(angle) * radius * (shape === 'circle' ? 1 : 1.05);
    if (y > 300 && Math.abs(x - 200) < 120) continue; // keep the floor under the object clean
    dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rand, 2.5, 5))}" fill="${colors[i % colors.length]}" opacity=".28"/>`;
  }
  return base + dots;
}

/** Soft contact shadow under an object. */
export function shadow(defs: Defs, cx: number, cy: number, rx: number, ry: number, strength = 0.3): string {
  const fill = defs.radial(`shd${Math.round(strength * 100)}`, [
    [0, palette.cocoa, strength],
    [0.55, palette.cocoa, strength * 0.45],
    [1, palette.cocoa, 0],
  ]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
}

/** Four-point sparkle, used sparingly as an accent. */
export function sparkle(
  x: number,
  y: number,
  r: number,
  color: string = palette.caramel,
  opacity = 0.7,
): string {
  const k = r * 0.28;
  return `<path d="M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z" fill="${color}" opacity="${n(opacity)}"/>`;
}

export interface TextOptions {
  size: number;
  weight?: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
  transform?: string;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${n(o.size)}"`,
    `font-weight="${o.weight ?? 700}"`,
    `fill="${o.fill}"`,
  ];
  if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`);
  if (o.spacing) attrs.push(`letter-spacing="${n(o.spacing)}"`);
  if (o.opacity !== undefined) attrs.push(`opacity="${n(o.opacity)}"`);
  if (o.transform) attrs.push(`transform="${o.transform}"`);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

/** The brand wordmark "humbl" drawn as text. */
export function wordmark(
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle' = 'middle',
): string {
  return text(x, y, 'humbl', { size, weight: 800, fill, anchor, spacing: -size * 0.02 });
}

/** Wraps a drawing into a complete standalone SVG document. */
export function svgDocument(title: string, defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">` +
    `<title>${esc(title)}</title>${defs.toString()}${body}</svg>\n`
  );
}
