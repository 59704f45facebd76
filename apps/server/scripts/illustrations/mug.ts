/** Merch mug: a ceramic mug of coffee with steam and the wordmark. */
import { topping } from './toppings.ts';
import { Defs, backdrop, palette, shadow, svgDocument, text, use, wordmark } from './svg.ts';

export function mug(title: string, key: string): string {
  const defs = new Defs();
  let body = backdrop(defs, 'circle', key);
  body += shadow(defs, 206, 326, 112, 14, 0.34);
  const ceramic = defs.linear(
    'ceramic',
    [
      [0, '#e9dccb'],
      [0.3, '#fffaf3'],
      [0.55, '#fff6ea'],
      [1, '#dccab3'],
    ],
    [0, 0, 1, 0],
  );
  const coffee = defs.radial('coffee', [
    [0, '#c99567'],
    [0.7, '#7b4a30'],
    [1, '#5b3a29'],
  ]);
  // steam
  body += `<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".85">`;
  body += `<path d="M172 128C160 110 184 98 172 78"/><path d="M200 122C188 100 214 88 200 62"/><path d="M228 128C216 110 240 98 228 80"/></g>`;
  // handle
  body += `<path d="M264 184C316 180 318 272 264 270" fill="none" stroke="#d9c6ad" stroke-width="24" stroke-linecap="round"/>`;
  body += `<path d="M264 184C316 180 318 272 264 270" fill="none" stroke="#fbf3e8" stroke-width="15" stroke-linecap="round"/>`;
  // body and rim
  body += `<path d="M130 150H270V290Q270 324 236 324H164Q130 324 130 290Z" fill="${ceramic}"/>`;
  body += `<rect x="130" y="270" width="140" height="12" fill="${palette.caramel}"/>`;
  body += `<ellipse cx="200" cy="150" rx="70" ry="15" fill="#f4e9da"/>`;
  body += `<ellipse cx="200" cy="151" rx="62" ry="11" fill="${coffee}"/>`;
  body += `<ellipse cx="186" cy="148" rx="14" ry="3" fill="#f0d2ae" opacity=".6"/>`;
  body += wordmark(200, 226, 34, palette.cocoa);
  body += text(200, 248, 'coffee & bars', {
    size: 11,
    weight: 700,
    fill: palette.caramel,
    anchor: 'middle',
    spacing: 1.5,
  });
  body += `<rect x="140" y="170" width="7" height="96" rx="3.5" fill="#fff" opacity=".8"/>`;
  body += use(topping(defs, 'coffeeBean'), 104, 318, 1.7, -30);
  body += use(topping(defs, 'coffeeBean'), 126, 330, 1.5, 40);
  return svgDocument(title, defs, body);
}
