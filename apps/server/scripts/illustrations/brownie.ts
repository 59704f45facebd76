/** humblpie brownie: a glazed isometric brownie square with drips, toppings and crumbs. */
import type { BrownieFlavour } from './flavours.ts';
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
  use,
  type Backdrop,
} from './svg.ts';

type P = [number, number];

const A: P = [200, 112]; // back corner of the top face
const B: P = [322, 172]; // right
const C: P = [200, 232]; // front
const D: P = [78, 172]; // left
const H = 72; // height of the block

const down = (p: P, dy = H): P => [p[0], p[1] + dy];
const lerp = (a: P, b: P, t: number): P => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** Point on the top face: s runs A→B, t runs A→D. */
const onTop = (s: number, t: number): P => [
  A[0] + (B[0] - A[0]) * s + (D[0] - A[0]) * t,
  A[1] + (B[1] - A[1]) * s + (D[1] - A[1]) * t,
];

function crumbShape(rand: () => number, x: number, y: number, r: number): P[] {
  const out: P[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + between(rand, -0.3, 0.3);
    const rr = r * between(rand, 0.7, 1.15);
    out.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
  }
  return out;
}

/** Moist crumb texture on a side face spanned by edge a→b and the height. */
function faceTexture(rand: () => number, a: P, b: P, color: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = lerp(a, b, between(rand, 0.08, 0.92));
    const yy = y + between(rand, 10, H - 10);
    out += `<ellipse cx="${n(x)}" cy="${n(yy)}" rx="${n(between(rand, 1.5, 3.6))}" ry="${n(between(rand, 1.2, 2.4))}" fill="${color}"/>`;
  }
  return out;
}

export function brownie(f: BrownieFlavour, background: Backdrop = 'circle', title = f.title): string {
  const defs = new Defs();
  const rand = rng(`${f.key}-${background}`);
  let body = backdrop(defs, background, f.key);
  body += shadow(defs, 204, 302, 150, 24, 0.34);

  const left = defs.linear(
    'left',
    [
      [0, lighten(f.sponge, 0.1)],
      [1, darken(f.sponge, 0.15)],
    ],
    [0, 0, 1, 1],
  );
  const right = defs.linear('right', [
    [0, darken(f.sponge, 0.22)],
    [1, darken(f.sponge, 0.4)],
  ]);
  const glaze = defs.linear(
    'glaze',
    [
      [0, lighten(f.glaze, 0.22)],
      [0.6, f.glaze],
      [1, darken(f.glaze, 0.18)],
    ],
    [0, 0, 1, 1],
  );
  const round = 'stroke-linejoin="round" stroke-width="10"';
  const leftPts = [D, C, down(C), down(D)];
  const rightPts = [C, B, down(B), down(C)];
  body += `<polygon points="${pts(leftPts)}" fill="${left}" stroke="${lighten(f.sponge, 0.02)}" ${round}/>`;
  body += `<polygon points="${pts(rightPts)}" fill="${right}" stroke="${darken(f.sponge, 0.3)}" ${round}/>`;
  body += faceTexture(rand, D, C, lighten(f.sponge, 0.2), 18);
  body += faceTexture(rand, C, B, darken(f.sponge, 0.55), 16);
  // chocolate chunks baked into the sides
  for (const [a, b] of [
    [D, C],
    [C, B],
  ] as Array<[P, P]>) {
    for (let i = 0; i < 3; i++) {
      const [x, y] = lerp(a, b, 0.2 + i * 0.28 + between(rand, -0.05, 0.05));
      body += `<polygon points="${pts(crumbShape(rand, x, y + between(rand, 22, H - 14), 4.5))}" fill="#2a150d"/>`;
    }
  }

  // glaze on top with drips over the two front edges
  let drips = '';
  const dripAt = (a: P, b: P, t: number, len: number) => {
    const [x, y] = lerp(a, b, t);
    drips += `<rect x="${n(x - 6)}" y="${n(y - 8)}" width="12" height="${n(len + 8)}" rx="6" fill="${f.glaze}"/>`;
  };
  [0.16, 0.42, 0.7, 0.9].forEach((t, i) => dripAt(D, C, t, [18, 34, 14, 26][i] ?? 20));
  [0.12, 0.35, 0.62, 0.86].forEach((t, i) => dripAt(C, B, t, [30, 16, 38, 12][i] ?? 20));
  body += `<g>${drips}</g>`;
  body += `<polygon points="${pts([A, B, C, D])}" fill="${glaze}" stroke="${f.glaze}" stroke-linejoin="round" stroke-width="14"/>`;
  body += `<path d="M${n(D[0] + 18)} ${n(D[1] - 5)}L${n(A[0] - 4)} ${n(A[1] + 6)}" stroke="#fff" stroke-opacity=".3" stroke-width="4" stroke-linecap="round"/>`;
  body += `<path d="M${n(A[0] + 14)} ${n(A[1] + 8)}L${n(A[0] + 40)} ${n(A[1] + 21)}" stroke="#fff" stroke-opacity=".25" stroke-width="4" stroke-linecap="round"/>`;

  if (f.drizzle) {
    const zig: P[] = [];
    for (let i = 0, s = 0.04; s < 0.98; i++, s += between(rand, 0.07, 0.11))
      zig.push(onTop(s, i % 2 ? 0.92 : 0.08));
    body += `<path d="${smoothPath(zig)}" fill="none" stroke="${f.drizzle}" stroke-width="3.2" stroke-linejoin="round" stroke-linecap="round"/>`;
  }

  const spots: P[] = [];
  for (let i = 0; i < 6; i++)
    spots.push(onTop(0.2 + (i % 3) * 0.3 + between(rand, -0.06, 0.06), i < 3 ? 0.28 : 0.7));
  spots.sort((p, q) => p[1] - q[1]);
  spots.forEach(([x, y], i) => {
    const kind = f.toppings[i % f.toppings.length] ?? 'chocolate';
    body += use(
      topping(defs, kind),
      x,
      y + between(rand, -4, 4),
      between(rand, 1.2, 1.5),
      between(rand, -50, 50),
    );
  });

  // crumbs and a couple of toppings on the plate
  const crumbs: Array<[number, number, number]> = [
    [96, 286, 6],
    [112, 300, 4],
    [84, 270, 3],
    [300, 296, 5],
    [318, 282, 3.5],
    [286, 312, 3],
  ];
  for (const [x, y, r] of crumbs)
    body += `<polygon points="${pts(crumbShape(rand, x, y, r))}" fill="${f.sponge}"/>`;
  body += use(topping(defs, f.toppings[0] ?? 'chocolate'), 330, 258, 1.35, 25);
  body += use(topping(defs, f.toppings[1] ?? 'chocolate'), 70, 246, 1.3, -20);
  return svgDocument(title, defs, body);
}
