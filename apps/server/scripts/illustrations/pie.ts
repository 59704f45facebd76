/** humblpie pie: a slice of round pie seen from slightly above, with a layered cut face, crust rim and toppings. */
import type { PieFlavour } from './flavours.ts';
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

const T: P = [88, 206]; // tip of the slice
const R = 240;
const K = 0.58; // vertical squash of the round pie
const H = 58; // thickness
const TH1 = (-38 * Math.PI) / 180;
const TH2 = (12 * Math.PI) / 180;

const at = (th: number, r = R): P => [T[0] + r * Math.cos(th), T[1] + r * K * Math.sin(th)];
const down = (p: P, dy = H): P => [p[0], p[1] + dy];
const M = (p: P) => `${n(p[0])} ${n(p[1])}`;
const arc = (to: P, r = R) => `A${n(r)} ${n(r * K)} 0 0 1 ${M(to)}`;

const crust = { light: '#f0c27a', mid: '#dc9f52', dark: '#b8773a' };

function band(a: number, b: number, fill: string): string {
  const p2 = at(TH2);
  return `<polygon points="${pts([down(T, a), down(p2, a), down(p2, b), down(T, b)])}" fill="${fill}"/>`;
}

export function pie(f: PieFlavour, background: Backdrop = 'circle', title = f.title): string {
  const defs = new Defs();
  const rand = rng(`${f.key}-${background}`);
  const p1 = at(TH1);
  const p2 = at(TH2);
  const p0 = at(0);
  let body = backdrop(defs, background, f.key);
  body += shadow(defs, 214, 286, 150, 22, 0.34);

  // outer crust side (only its front part shows) and the block behind the cut face
  const side = defs.linear('side', [
    [0, crust.mid],
    [1, crust.dark],
  ]);
  body += `<path d="M${M(T)}L${M(p1)}${arc(p0)}L${M(down(p0))}${arc(down(p2))}L${M(down(T))}Z" fill="${side}"/>`;

  // cut face: top layer, filling with pieces, bottom crust
  const baseH = 13;
  const topLayer = f.top === 'cream' ? 9 : 7;
  body += band(0, H, f.filling);
  body += band(0, topLayer, f.top === 'cream' ? lighten(f.surface, 0.3) : crust.light);
  body += band(H - baseH, H, crust.mid);
  body += band(H - 4, H, crust.dark);
  for (let i = 0; i < 16; i++) {
    const t = between(rand, 0.08, 0.95);
    const x = T[0] + (p2[0] - T[0]) * t;
    const y = T[1] + (p2[1] - T[1]) * t + between(rand, topLayer + 5, H - baseH - 5);
    const r = between(rand, 2.5, 5.5) * (0.5 + t * 0.6);
    body += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.3)}" ry="${n(r)}" fill="${f.chunk}"/>`;
  }
  body += band(topLayer, topLayer + 3, darken(f.filling, 0.15));

  // top surface
  const topPath = `M${M(T)}L${M(p1)}${arc(p2)}Z`;
  const clip = defs.clip('top', `<path d="${topPath}"/>`);
  const topFill = defs.linear(
    'surf',
    [
      [0, lighten(f.surface, 0.15)],
      [1, darken(f.surface, 0.08)],
    ],
    [0, 0, 1, 1],
  );
  body += `<path d="${topPath}" fill="${topFill}"/>`;
  let deco = '';
  if (f.top === 'crumble') {
    for (let i = 0; i < 38; i++) {
      const th = between(rand, TH1, TH2);
      const [x, y] = at(th, between(rand, 10, R - 10));
      const c = [crust.light, crust.mid, '#f6d597', crust.dark][i % 4] ?? crust.mid;
      deco += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rand, 4.5, 9))}" fill="${c}"/>`;
    }
  } else if (f.top === 'lattice') {
    const strip = (x1: number, y1: number, x2: number, y2: number) =>
      `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${crust.dark}" stroke-width="15" stroke-linecap="round"/>` +
      `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${crust.light}" stroke-width="11" stroke-linecap="round"/>`;
    for (let x = 60; x < 320; x += 44) deco += strip(x, 100, x + 60, 280);
    for (let x = 110; x < 420; x += 44) deco += strip(x, 280, x + 60, 100);
  } else {
    // marbled berry swirls
    deco += `<path d="M120 206C150 188 170 214 200 198S250 178 270 196 310 214 330 200" fill="none" stroke="${f.chunk}" stroke-width="9" stroke-linecap="round" opacity=".35"/>`;
    deco += `<path d="M176 176C204 164 222 186 252 170S292 158 306 168" fill="none" stroke="${f.chunk}" stroke-width="5" stroke-linecap="round" opacity=".45"/>`;
    deco += `<path d="M206 232C236 220 262 238 296 226" fill="none" stroke="${f.chunk}" stroke-width="6" stroke-linecap="round" opacity=".3"/>`;
  }
  if (f.drizzle) {
    const zig: P[] = [];
    for (let i = 0, r = 36; r < R - 20; i++, r += between(rand, 16, 24))
      zig.push(at(i % 2 ? TH2 - 0.06 : TH1 + 0.06, r));
    deco += `<path d="${smoothPath(zig)}" fill="none" stroke="${f.drizzle}" stroke-width="3.2" stroke-linejoin="round" stroke-linecap="round" opacity=".95"/>`;
  }
  body += `<g clip-path="${clip}">${deco}</g>`;

  // crust rim along the round edge
  const rim = defs.linear('rim', [
    [0, crust.light],
    [1, crust.mid],
  ]);
  const rimStart = at(TH1 + 0.02, R - 6);
  const rimEnd = at(TH2 - 0.01, R - 6);
  body += `<path d="M${M(rimStart)}${arc(rimEnd, R - 6)}" fill="none" stroke="${crust.dark}" stroke-width="24" stroke-linecap="round" transform="translate(0 3)"/>`;
  body += `<path d="M${M(rimStart)}${arc(rimEnd, R - 6)}" fill="none" stroke="${rim}" stroke-width="22" stroke-linecap="round"/>`;
  for (let th = TH1 + 0.05; th < TH2 - 0.02; th += 0.09) {
    const [x, y] = at(th, R - 8);
    body += `<ellipse cx="${n(x - 2)}" cy="${n(y - 2)}" rx="6" ry="4" fill="#f8d89a" opacity=".8"/>`;
  }

  // toppings on the surface, back to front
  const spots: P[] = [];
  const count = 5;
  for (let i = 0; i < count; i++) {
    const th = TH1 + ((TH2 - TH1) * (i + 0.5)) / count + between(rand, -0.05, 0.05);
    spots.push(at(th, between(rand, 95, 185)));
  }
  spots.sort((a, b) => a[1] - b[1]);
  spots.forEach(([x, y], i) => {
    const kind = f.toppings[i % f.toppings.length] ?? 'chocolate';
    body += use(topping(defs, kind), x, y, between(rand, 1.3, 1.6), between(rand, -30, 30));
  });

  // crumbs on the plate
  for (const [x, y, r] of [
    [120, 290, 5],
    [100, 276, 3.5],
    [140, 304, 3],
    [330, 300, 4.5],
    [312, 314, 3],
  ] as Array<[number, number, number]>) {
    body += `<circle cx="${x}" cy="${y}" r="${r}" fill="${crust.mid}"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${n(r / 2.5)}" fill="${crust.light}"/>`;
  }
  body += use(topping(defs, f.toppings[0] ?? 'chocolate'), 92, 134, 1.5, -25);
  body += use(topping(defs, f.toppings[1] ?? 'chocolate'), 128, 108, 1.3, 30);
  return svgDocument(title, defs, body);
}
