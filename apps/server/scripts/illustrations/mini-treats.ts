/** Tiny top-down treats that fill the ready boxes: wrapped bars, brownies in paper cups and round tarts. */
import { FONT, darken, n } from './svg.ts';

export type MiniTreat =
  | { kind: 'bar'; wrapper: string; ink: string }
  | { kind: 'brownie'; glaze: string; dot: string }
  | { kind: 'tart'; filling: string; dot: string };

function bar(x: number, y: number, w: number, h: number, wrapper: string, ink: string): string {
  const seal = darken(wrapper, 0.2);
  let ridges = '';
  for (let i = 0; i < 3; i++)
    ridges += `M${n(x + 2 + i * 2.2)} ${n(y + 3)}V${n(y + h - 3)}M${n(x + w - 2 - i * 2.2)} ${n(y + 3)}V${n(y + h - 3)}`;
  return (
    `<rect x="${n(x + 2)}" y="${n(y + 4)}" width="${n(w)}" height="${n(h)}" rx="5" fill="#2a1a12" opacity=".25"/>` +
    `<rect x="${n(x)}" y="${n(y + 1)}" width="${n(w)}" height="${n(h - 2)}" rx="3" fill="${seal}"/>` +
    `<rect x="${n(x + 7)}" y="${n(y)}" width="${n(w - 14)}" height="${n(h)}" rx="6" fill="${wrapper}"/>` +
    (w > 70 ? `<path d="${ridges}" stroke="#fff" stroke-opacity=".25" stroke-width="1"/>` : '') +
    `<rect x="${n(x + 10)}" y="${n(y + 3)}" width="${n(w - 20)}" height="${n(h * 0.2)}" rx="${n(h * 0.1)}" fill="#fff" opacity=".25"/>` +
    (w > 70
      ? `<text x="${n(x + w / 2)}" y="${n(y + h * 0.68)}" font-family="${FONT}" font-size="${n(Math.min(13, h * 0.46))}" font-weight="800" fill="${ink}" text-anchor="middle">humbl</text>`
      : `<rect x="${n(x + w * 0.3)}" y="${n(y + h * 0.45)}" width="${n(w * 0.4)}" height="${n(h * 0.22)}" rx="${n(h * 0.11)}" fill="${ink}" opacity=".9"/>`)
  );
}

function brownie(cx: number, cy: number, s: number, glaze: string, dot: string): string {
  const h = s / 2;
  const b = s * 0.36;
  return (
    `<rect x="${n(cx - h + 2)}" y="${n(cy - h + 4)}" width="${n(s)}" height="${n(s)}" rx="7" fill="#2a1a12" opacity=".22"/>` +
    `<rect x="${n(cx - h)}" y="${n(cy - h)}" width="${n(s)}" height="${n(s)}" rx="7" fill="#f6e7d2" stroke="#e2c9a6" stroke-width="2" stroke-dasharray="3 2"/>` +
    `<rect x="${n(cx - b)}" y="${n(cy - b)}" width="${n(b * 2)}" height="${n(b * 2)}" rx="4" fill="#4b2a1c"/>` +
    `<rect x="${n(cx - b + 2)}" y="${n(cy - b + 2)}" width="${n(b * 2 - 4)}" height="${n(b * 2 - 6)}" rx="3" fill="${glaze}"/>` +
    `<path d="M${n(cx - b + 4)} ${n(cy - 2)}l${n(b * 0.5)} -5 ${n(b * 0.5)} 6 ${n(b * 0.5)} -6 ${n(b * 0.4)} 5" fill="none" stroke="#fff4e6" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" opacity=".9"/>` +
    `<circle cx="${n(cx + b * 0.35)}" cy="${n(cy + b * 0.35)}" r="${n(s * 0.1)}" fill="${dot}"/>`
  );
}

function tart(cx: number, cy: number, s: number, filling: string, dot: string): string {
  const r = s / 2;
  let berries = '';
  for (let i = 0; i < 3; i++) {
    const a = i * 2.1 + 0.4;
    berries += `<circle cx="${n(cx + Math.cos(a) * r * 0.3)}" cy="${n(cy + Math.sin(a) * r * 0.3)}" r="${n(r * 0.17)}" fill="${dot}"/>`;
  }
  return (
    `<circle cx="${n(cx + 2)}" cy="${n(cy + 4)}" r="${n(r)}" fill="#2a1a12" opacity=".22"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#dc9f52" stroke="#f0c27a" stroke-width="3" stroke-dasharray="4 2.5"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.68)}" fill="${filling}"/>` +
    `<ellipse cx="${n(cx - r * 0.25)}" cy="${n(cy - r * 0.3)}" rx="${n(r * 0.25)}" ry="${n(r * 0.12)}" fill="#fff" opacity=".35"/>` +
    berries
  );
}

/** Draws one treat centred in a cell of the given size. */
export function miniTreat(t: MiniTreat, cx: number, cy: number, w: number, h: number): string {
  if (t.kind === 'bar') return bar(cx - w / 2, cy - h / 2, w, h, t.wrapper, t.ink);
  const s = Math.min(w, h * 1.25);
  if (t.kind === 'brownie') return brownie(cx, cy, s, t.glaze, t.dot);
  return tart(cx, cy, s, t.filling, t.dot);
}
