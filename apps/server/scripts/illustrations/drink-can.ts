/** Cold drink in a chilled aluminium can with a flavour-coloured print. */
import { droplets } from './condensation.ts';
import type { DrinkFlavour } from './flavours.ts';
import { topping } from './toppings.ts';
import { Defs, backdrop, darken, lighten, rng, shadow, svgDocument, text, use, wordmark } from './svg.ts';

const BODY =
  'M152 100Q146 110 144 124V312Q144 322 150 330Q172 342 200 342Q228 342 250 330Q256 322 256 312V124Q254 110 248 100Z';

export function drinkCan(f: DrinkFlavour): string {
  const defs = new Defs();
  const rand = rng(f.key);
  let body = backdrop(defs, 'circle', f.key);
  body += shadow(defs, 204, 344, 120, 16, 0.36);

  const clip = defs.clip('can', `<path d="${BODY}"/>`);
  const paint = defs.linear('paint', [
    [0, lighten(f.body, 0.08)],
    [1, darken(f.body, 0.1)],
  ]);
  const cyl = defs.linear(
    'cyl',
    [
      [0, '#1d120c', 0.35],
      [0.2, '#1d120c', 0],
      [0.36, '#ffffff', 0.28],
      [0.5, '#ffffff', 0],
      [1, '#1d120c', 0.4],
    ],
    [0, 0, 1, 0],
  );
  const metal = defs.linear(
    'metal',
    [
      [0, '#b9b2ab'],
      [0.35, '#f4f1ee'],
      [0.7, '#d3cdc7'],
      [1, '#9c958f'],
    ],
    [0, 0, 1, 0],
  );

  body += `<g transform="translate(200 342) scale(1.12) translate(-200 -342)"><g clip-path="${clip}">`;
  body += `<rect x="140" y="96" width="120" height="250" fill="${paint}"/>`;
  // printed wave band
  body += `<path d="M140 262C170 246 196 276 226 258S256 250 262 252V346H140Z" fill="${f.band}" opacity=".92"/>`;
  body += `<path d="M140 276C170 262 198 290 228 272S256 266 262 268V346H140Z" fill="${darken(f.band, 0.15)}" opacity=".5"/>`;
  body += wordmark(200, 184, 33, f.ink);
  body += text(200, 206, f.name, {
    size: 12,
    weight: 800,
    fill: f.band === '#fff4e6' ? f.ink : f.band,
    anchor: 'middle',
    spacing: 1.2,
  });
  body += text(200, 222, f.line, { size: 9, weight: 600, fill: f.ink, anchor: 'middle', opacity: 0.85 });
  body += `<rect x="140" y="96" width="120" height="250" fill="${cyl}"/>`;
  body += `<rect x="140" y="96" width="120" height="26" fill="${metal}"/>`;
  body += `<rect x="140" y="318" width="120" height="30" fill="${metal}"/>`;
  body += droplets(rand, { x0: 150, x1: 250, y0: 126, y1: 316 }, 40, { x0: 150, x1: 250, y0: 155, y1: 228 });
  body += `</g>`;
  // lid
  body += `<ellipse cx="200" cy="100" rx="48" ry="11" fill="${metal}"/>`;
  body += `<ellipse cx="200" cy="100" rx="42" ry="8" fill="#cfc8c1"/>`;
  body += `<ellipse cx="200" cy="101" rx="40" ry="6.5" fill="#e9e4df"/>`;
  body += `<path d="M188 98Q188 93 196 93H208Q214 93 214 98Q214 103 208 103H196Q188 103 188 98Z" fill="#bfb8b1"/>`;
  body += `<ellipse cx="202" cy="98" rx="4" ry="2" fill="#8f8881"/>`;
  body += `<rect x="152" y="132" width="8" height="170" rx="4" fill="#fff" opacity=".35"/></g>`;

  const [a, b] = f.garnish;
  body += use(topping(defs, a ?? 'chocolate'), 110, 324, 2, -20);
  body += use(topping(defs, b ?? 'chocolate'), 296, 328, 1.8, 30);
  body += use(topping(defs, a ?? 'chocolate'), 126, 296, 1.4, 50);
  return svgDocument(f.title, defs, body);
}
