/** humblbar protein bar: a wrapped bar with a torn wrapper, or the bare bar for the custom-box flavour tiles. */
import type { BarFlavour } from './flavours.ts';
import { topping } from './toppings.ts';
import {
  Defs,
  backdrop,
  between,
  darken,
  lighten,
  n,
  pts,
  rng,
  shadow,
  smoothPath,
  svgDocument,
  text,
  use,
  type Backdrop,
} from './svg.ts';

interface BarBox {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Zigzag drizzle across the bar with rounded turns. */
function drizzlePath(
  rand: () => number,
  x0: number,
  x1: number,
  top: number,
  bottom: number,
  pitch: number,
): string {
  const v: Array<[number, number]> = [];
  for (let i = 0, x = x0; x < x1 + pitch; i++, x += pitch * between(rand, 0.7, 1.3)) {
    v.push([x, i % 2 ? bottom + between(rand, -4, 3) : top + between(rand, -3, 4)]);
  }
  return smoothPath(v);
}

/** The bar itself: side, glossy top face, drizzle and toppings (only from `from` to the right end). */
function barBody(defs: Defs, f: BarFlavour, b: BarBox, from: number, seed: string): string {
  const side = 16;
  const topH = b.y1 - b.y0 - side + 4;
  const sideFill = defs.linear('bside', [
    [0, darken(f.coat, 0.25)],
    [1, darken(f.coat, 0.5)],
  ]);
  const topFill = defs.linear('btop', [
    [0, lighten(f.coat, 0.22)],
    [0.55, f.coat],
    [1, darken(f.coat, 0.12)],
  ]);
  const clip = defs.clip(
    'btopc',
    `<rect x="${n(b.x0)}" y="${n(b.y0)}" width="${n(b.x1 - b.x0)}" height="${n(topH)}" rx="16"/>`,
  );
  const rand = rng(seed);
  let out =
    `<rect x="${n(b.x0)}" y="${n(b.y0)}" width="${n(b.x1 - b.x0)}" height="${n(b.y1 - b.y0)}" rx="18" fill="${sideFill}"/>` +
    `<rect x="${n(b.x0)}" y="${n(b.y0)}" width="${n(b.x1 - b.x0)}" height="${n(topH)}" rx="16" fill="${topFill}"/>`;
  // wavy ridges on the coating and the drizzle, clipped to the top face
  out += `<g clip-path="${clip}" fill="none" stroke-linecap="round">`;
  const d1 = drizzlePath(rand, from - 12, b.x1, b.y0 - 4, b.y0 + topH + 2, 22);
  const d2 = drizzlePath(rand, from + 2, b.x1, b.y0 + 2, b.y0 + topH - 2, 17);
  out += `<path d="${d1}" stroke="${darken(f.coat, 0.3)}" stroke-width="6" opacity=".3" transform="translate(1.5 3)"/>`;
  out += `<path d="${d1}" stroke="${f.drizzle}" stroke-width="4"/>`;
  out += `<path d="${d2}" stroke="${f.drizzle}" stroke-width="2.6" opacity=".9"/>`;
  out += `</g>`;
  out += `<rect x="${n(from + 8)}" y="${n(b.y0 + 5)}" width="${n(b.x1 - from - 30)}" height="5" rx="2.5" fill="#fff" opacity=".22"/>`;
  // toppings pressed into the top
  const count = Math.max(3, Math.round((b.x1 - from) / 34));
  for (let i = 0; i < count; i++) {
    const kind = f.toppings[i % f.toppings.length] ?? 'chocolate';
    const id = topping(defs, kind);
    const x = from + 14 + ((b.x1 - from - 34) * (i + 0.5)) / count + between(rand, -6, 6);
    const y = b.y0 + 14 + between(rand, 0, topH - 28);
    out += use(id, x, y, between(rand, 1.05, 1.3), between(rand, -40, 40));
  }
  return out;
}

function wrapper(defs: Defs, f: BarFlavour, b: BarBox, tear: number, seed: string): string {
  const rand = rng(`${seed}-tear`);
  const top = b.y0 - 10;
  const bottom = b.y1 + 10;
  const jag: Array<[number, number]> = [];
  const steps = 12;
  for (let i = 0; i <= steps; i++) {
    const y = top + ((bottom - top) * i) / steps;
    jag.push([tear + (i % 2 === 0 ? between(rand, 4, 9) : between(rand, -8, -3)), y]);
  }
  const shifted = (dx: number) => jag.map(([x, y]) => [x + dx, y] as [number, number]);
  const left = b.x0 - 6;
  const foil = defs.linear(
    'foil',
    [
      [0, '#fbf8f4'],
      [0.5, '#d6cdc3'],
      [1, '#f1ebe4'],
    ],
    [0, 0, 1, 1],
  );
  const wrap = defs.linear('wrap', [
    [0, lighten(f.wrapper[0], 0.12)],
    [0.45, f.wrapper[0]],
    [1, f.wrapper[1]],
  ]);
  const seal = darken(f.wrapper[1], 0.1);
  let out = '';
  // shadow of the wrapper on the bar, then the silver inner foil peeking out
  out += `<polygon points="${pts([...shifted(14), [left, bottom], [left, top]])}" fill="#2a1a12" opacity=".18"/>`;
  out += `<polygon points="${pts([...shifted(7), [left, bottom], [left, top]])}" fill="${foil}"/>`;
  const first = jag[0] ?? [tear, top];
  const last = jag[jag.length - 1] ?? [tear, bottom];
  const midX = (left + tear) / 2;
  let d = `M${n(left)} ${n(top + 2)}Q${n(midX)} ${n(top - 6)} ${n(first[0])} ${n(first[1])}`;
  for (const [x, y] of jag.slice(1)) d += `L${n(x)} ${n(y)}`;
  d += `L${n(last[0])} ${n(last[1])}Q${n(midX)} ${n(bottom + 7)} ${n(left)} ${n(bottom - 2)}Z`;
  out += `<path d="${d}" fill="${wrap}"/>`;
  // crimped seal on the left end
  const sx = left - 22;
  let seam = `M${n(left + 2)} ${n(top + 4)}L${n(sx + 3)} ${n(top + 4)}`;
  for (let y = top + 4, i = 0; y <= bottom - 4; y += 6, i++) seam += `L${n(i % 2 ? sx : sx + 4)} ${n(y)}`;
  seam += `L${n(sx + 3)} ${n(bottom - 4)}L${n(left + 2)} ${n(bottom - 4)}Z`;
  out += `<path d="${seam}" fill="${seal}"/>`;
  let ridges = '';
  for (let x = sx + 7; x < left; x += 4) ridges += `M${n(x)} ${n(top + 6)}V${n(bottom - 6)}`;
  out += `<path d="${ridges}" stroke="#fff" stroke-opacity=".2" stroke-width="1.2"/>`;
  // gloss and print
  out += `<rect x="${n(left + 8)}" y="${n(top + 5)}" width="${n(tear - left - 30)}" height="9" rx="4.5" fill="#fff" opacity=".22"/>`;
  out += `<rect x="${n(left)}" y="${n(bottom - 24)}" width="${n(tear - left - 10)}" height="10" fill="${f.accent}" opacity=".9"/>`;
  out += text(left + 15, b.y0 + 44, 'humblbar', { size: 28, weight: 800, fill: f.ink, spacing: -0.5 });
  out += text(left + 16, b.y0 + 64, f.label.toUpperCase(), {
    size: 10.5,
    weight: 700,
    fill: f.ink,
    spacing: 0.8,
    opacity: 0.85,
  });
  out += `<rect x="${n(left + 15)}" y="${n(b.y0 + 72)}" width="68" height="18" rx="9" fill="${f.ink}" opacity=".92"/>`;
  out += text(left + 49, b.y0 + 85, '20 г белка', {
    size: 10.5,
    weight: 800,
    fill: f.wrapper[1],
    anchor: 'middle',
  });
  return out;
}

function groundToppings(defs: Defs, f: BarFlavour, spots: Array<[number, number]>, seed: string): string {
  const rand = rng(`${seed}-ground`);
  return spots
    .map(([x, y], i) => {
      const kind = f.toppings[(i + 1) % f.toppings.length] ?? 'chocolate';
      return use(topping(defs, kind), x, y, between(rand, 1.2, 1.5), between(rand, -60, 60));
    })
    .join('');
}

export function proteinBar(
  f: BarFlavour,
  variant: 'wrapped' | 'bare',
  background: Backdrop = 'circle',
  title = f.title,
): string {
  const defs = new Defs();
  const seed = `${f.key}-${variant}`;
  let body = backdrop(defs, background, seed);
  if (variant === 'wrapped') {
    const b: BarBox = { x0: 66, x1: 352, y0: 150, y1: 256 };
    body += groundToppings(
      defs,
      f,
      [
        [84, 140],
        [118, 108],
        [258, 312],
        [300, 292],
        [214, 328],
      ],
      seed,
    );
    body += `<g transform="rotate(-12 200 205)">`;
    body += shadow(defs, 206, b.y1 + 16, 176, 17);
    body += barBody(defs, f, b, 206, seed);
    body += wrapper(defs, f, b, 220, seed);
    body += `</g>`;
  } else {
    const b: BarBox = { x0: 62, x1: 338, y0: 150, y1: 252 };
    body += groundToppings(
      defs,
      f,
      [
        [96, 122],
        [136, 96],
        [268, 304],
        [310, 282],
        [226, 322],
      ],
      seed,
    );
    body += `<g transform="rotate(-12 200 205)">`;
    body += shadow(defs, 200, b.y1 + 16, 166, 16);
    body += barBody(defs, f, b, b.x0, seed);
    body += `</g>`;
  }
  return svgDocument(title, defs, body);
}
