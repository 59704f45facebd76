/** Protein shake in a clear chilled bottle with a wrap-around label. */
import { droplets } from './condensation.ts';
import type { DrinkFlavour } from './flavours.ts';
import { topping } from './toppings.ts';
import { Defs, backdrop, darken, lighten, rng, shadow, svgDocument, text, use, wordmark } from './svg.ts';

const BODY =
  'M180 110C180 130 142 138 142 170V314Q142 342 170 342H230Q258 342 258 314V170C258 138 220 130 220 110Z';

export function drinkBottle(f: DrinkFlavour): string {
  const defs = new Defs();
  const rand = rng(f.key);
  let body = backdrop(defs, 'circle', f.key);
  body += shadow(defs, 204, 342, 112, 15, 0.36);

  const clip = defs.clip('bottle', `<path d="${BODY}"/>`);
  const liquid = defs.linear('liq', [
    [0, lighten(f.body, 0.15)],
    [1, darken(f.body, 0.12)],
  ]);
  const cyl = defs.linear(
    'cyl',
    [
      [0, '#2a1a12', 0.28],
      [0.22, '#2a1a12', 0],
      [0.4, '#ffffff', 0.22],
      [0.58, '#ffffff', 0],
      [1, '#2a1a12', 0.32],
    ],
    [0, 0, 1, 0],
  );
  const cap = defs.linear('cap', [
    [0, lighten(f.band, 0.18)],
    [1, darken(f.band, 0.15)],
  ]);

  body += `<g clip-path="${clip}">`;
  body += `<rect x="140" y="100" width="120" height="250" fill="${liquid}"/>`;
  body += `<rect x="140" y="100" width="120" height="48" fill="#fffaf4" opacity=".72"/>`;
  body += `<ellipse cx="200" cy="148" rx="64" ry="7" fill="${lighten(f.body, 0.3)}"/>`;
  // label
  body += `<rect x="140" y="194" width="120" height="98" fill="#fff8ee"/>`;
  body += `<rect x="140" y="194" width="120" height="8" fill="${f.band}"/>`;
  body += `<rect x="140" y="284" width="120" height="8" fill="${f.band}"/>`;
  body += wordmark(200, 238, 34, f.band);
  body += text(200, 255, f.line.toUpperCase(), {
    size: 9.5,
    weight: 700,
    fill: darken(f.band, 0.2),
    anchor: 'middle',
    spacing: 1.6,
  });
  body += `<rect x="160" y="262" width="80" height="17" rx="8.5" fill="${f.band}"/>`;
  body += text(200, 274.5, f.name, { size: 10, weight: 800, fill: f.ink, anchor: 'middle', spacing: 0.8 });
  body += `<rect x="140" y="100" width="120" height="250" fill="${cyl}"/>`;
  body += droplets(rand, { x0: 148, x1: 252, y0: 152, y1: 334 }, 36, { x0: 150, x1: 250, y0: 208, y1: 282 });
  body += `</g>`;
  // glass highlights and outline
  body += `<path d="${BODY}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>`;
  body += `<rect x="153" y="162" width="7" height="150" rx="3.5" fill="#fff" opacity=".45"/>`;
  body += `<rect x="243" y="176" width="3" height="120" rx="1.5" fill="#fff" opacity=".3"/>`;
  // neck ring and cap
  body += `<rect x="176" y="96" width="48" height="16" rx="4" fill="#f4ece4"/>`;
  body += `<rect x="168" y="56" width="64" height="44" rx="10" fill="${cap}"/>`;
  let ridges = '';
  for (let x = 176; x <= 224; x += 6) ridges += `M${x} 62V94`;
  body += `<path d="${ridges}" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>`;
  body += `<rect x="174" y="60" width="20" height="5" rx="2.5" fill="#fff" opacity=".3"/>`;

  const [a, b] = f.garnish;
  body += use(topping(defs, a ?? 'chocolate'), 112, 322, 2.1, -18);
  body += use(topping(defs, b ?? 'chocolate'), 294, 326, 1.9, 24);
  body += use(topping(defs, a ?? 'chocolate'), 318, 300, 1.3, 60);
  return svgDocument(f.title, defs, body);
}
