/** Condensation on chilled drinks: scattered droplets and a couple of running drips. */
import { between, n } from './svg.ts';

export interface Area {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** `avoid` keeps the printed text readable: droplets landing there are skipped. */
export function droplets(rand: () => number, area: Area, count: number, avoid?: Area, drips = 2): string {
  let out = '<g fill="#fff">';
  for (let i = 0; i < count; i++) {
    const x = between(rand, area.x0, area.x1);
    const y = between(rand, area.y0, area.y1);
    if (avoid && x > avoid.x0 && x < avoid.x1 && y > avoid.y0 && y < avoid.y1) continue;
    const r = between(rand, 1.4, 3.8);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 1.15)}" opacity=".35"/>`;
    if (r > 2.4)
      out += `<circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.4)}" r="${n(r * 0.35)}" opacity=".9"/>`;
  }
  for (let i = 0; i < drips; i++) {
    const x = between(rand, area.x0 + 10, area.x1 - 10);
    const y = between(rand, area.y0, area.y0 + (area.y1 - area.y0) * 0.5);
    const len = between(rand, 26, 50);
    out += `<rect x="${n(x - 1.6)}" y="${n(y)}" width="3.2" height="${n(len)}" rx="1.6" opacity=".3"/>`;
    out += `<ellipse cx="${n(x)}" cy="${n(y + len)}" rx="3.6" ry="4.4" opacity=".4"/>`;
    out += `<circle cx="${n(x - 1.2)}" cy="${n(y + len - 1.4)}" r="1.3" opacity=".95"/>`;
  }
  return `${out}</g>`;
}
