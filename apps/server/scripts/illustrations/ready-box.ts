/** Ready box: an open kraft gift box with the lid leaning back and exactly 4, 8 or 12 treats inside. */
import { miniTreat, type MiniTreat } from './mini-treats.ts';
import { Defs, backdrop, n, pts, shadow, sparkle, svgDocument, text, wordmark } from './svg.ts';

export interface ReadyBoxSpec {
  key: string;
  title: string;
  /** Printed on the sticker, e.g. "mini 4". */
  sticker: string;
  cols: number;
  rows: number;
  width: number;
  /** On-screen depth of one row of treats. */
  rowH: number;
  /** Exactly cols × rows treats, back row first. */
  treats: MiniTreat[];
}

type P = [number, number];
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export function readyBox(spec: ReadyBoxSpec): string {
  if (spec.treats.length !== spec.cols * spec.rows)
    throw new Error(`${spec.key}: treat count must match the grid`);
  const defs = new Defs();
  let body = backdrop(defs, 'circle', spec.key);
  const W = spec.width;
  const bottom = 326;
  const frontH = 74;
  const F = bottom - frontH; // top edge of the front wall
  const D = spec.rows * spec.rowH + 22; // depth of the opening on screen
  const back = F - D;
  const backW = W * 0.86;
  const L = (w: number) => 200 - w / 2;
  const Rr = (w: number) => 200 + w / 2;
  body += shadow(defs, 204, bottom + 2, W / 2 + 44, 17, 0.36);

  const kraft = defs.linear('kraft', [
    [0, '#d9ab70'],
    [1, '#b98249'],
  ]);
  const inner = defs.linear('inner', [
    [0, '#a4713f'],
    [1, '#c38e55'],
  ]);
  const lidIn = defs.linear('lid', [
    [0, '#f1d3a6'],
    [1, '#dcb07a'],
  ]);

  // lid leaning back from the hinge, inner side towards us
  const lidH = Math.min(100, back - 50);
  const lidTopW = backW * 0.98;
  const lid: P[] = [
    [L(backW) - 4, back + 2],
    [L(lidTopW) - 10, back - lidH],
    [Rr(lidTopW) + 10, back - lidH],
    [Rr(backW) + 4, back + 2],
  ];
  body += `<polygon points="${pts(lid)}" fill="#a87440" stroke="#a87440" stroke-width="8" stroke-linejoin="round"/>`;
  const lidInner: P[] = [
    [L(backW) + 6, back - 2],
    [L(lidTopW) - 1, back - lidH + 8],
    [Rr(lidTopW) + 1, back - lidH + 8],
    [Rr(backW) - 6, back - 2],
  ];
  body += `<polygon points="${pts(lidInner)}" fill="${lidIn}" stroke="#e8c48f" stroke-width="4" stroke-linejoin="round"/>`;
  const lidMid = back - lidH / 2;
  body += wordmark(200, lidMid + 6, 30, '#5b3a29');
  body += text(200, lidMid + 24, 'собрано с любовью', {
    size: 10,
    weight: 600,
    fill: '#8a5a3a',
    anchor: 'middle',
    spacing: 0.6,
  });
  body += sparkle(L(lidTopW) + 22, back - lidH + 28, 7, '#c2185b', 0.6);
  body += sparkle(Rr(lidTopW) - 24, back - lidH + 30, 6, '#8bab4a', 0.7);

  // opening: inner walls, then the floor
  body += `<polygon points="${pts([
    [L(backW), back],
    [Rr(backW), back],
    [Rr(W), F],
    [L(W), F],
  ])}" fill="${inner}" stroke="#c99a61" stroke-width="5" stroke-linejoin="round"/>`;
  const floorTop = back + 16;
  const floorInsetBack = backW - 22;
  body += `<polygon points="${pts([
    [L(floorInsetBack), floorTop],
    [Rr(floorInsetBack), floorTop],
    [Rr(W - 14), F],
    [L(W - 14), F],
  ])}" fill="#8b5d32"/>`;

  // treats, back row first so the front ones overlap
  const cellGap = 5;
  spec.treats.forEach((t, i) => {
    const r = Math.floor(i / spec.cols);
    const c = i % spec.cols;
    const t0 = r / spec.rows;
    const t1 = (r + 1) / spec.rows;
    const y0 = lerp(floorTop, F + 10, t0);
    const y1 = lerp(floorTop, F + 10, t1);
    const rowW = lerp(floorInsetBack, W - 14, (t0 + t1) / 2) - 8;
    const cellW = rowW / spec.cols;
    const cx = L(rowW) + cellW * (c + 0.5);
    const cy = (y0 + y1) / 2 - 6;
    body += miniTreat(t, cx, cy, cellW - cellGap, y1 - y0 - cellGap + 2);
  });

  // front wall with a lip, ribbon and sticker
  body += `<rect x="${n(L(W))}" y="${n(F)}" width="${n(W)}" height="${frontH}" rx="8" fill="${kraft}"/>`;
  body += `<rect x="${n(L(W))}" y="${n(F)}" width="${n(W)}" height="7" rx="3.5" fill="#e7bf88"/>`;
  body += `<path d="M${n(L(W) + 12)} ${n(bottom - 14)}H${n(Rr(W) - 12)}" stroke="#a06c3a" stroke-opacity=".35" stroke-width="2" stroke-dasharray="6 5"/>`;
  body += `<rect x="${n(L(W))}" y="${n(F + 26)}" width="${n(W)}" height="16" fill="#c2185b"/>`;
  body += `<rect x="${n(L(W))}" y="${n(F + 26)}" width="${n(W)}" height="5" fill="#fff" opacity=".2"/>`;
  body += `<circle cx="200" cy="${n(F + 34)}" r="31" fill="#5b3a29" opacity=".25"/>`;
  body += `<circle cx="200" cy="${n(F + 32)}" r="30" fill="#fff4e6" stroke="#d98b3a" stroke-width="2.5"/>`;
  body += wordmark(200, F + 31, 17, '#5b3a29');
  body += text(200, F + 46, spec.sticker, {
    size: spec.sticker.length > 8 ? 8.5 : 10,
    weight: 800,
    fill: '#c2185b',
    anchor: 'middle',
  });
  return svgDocument(spec.title, defs, body);
}
