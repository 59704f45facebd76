/** Merch tote: a canvas shopper with handles and a printed wordmark and bar. */
import { Defs, backdrop, palette, shadow, svgDocument, text, wordmark } from './svg.ts';

export function toteBag(title: string, key: string): string {
  const defs = new Defs();
  let body = backdrop(defs, 'circle', key);
  body += shadow(defs, 202, 338, 104, 13, 0.3);
  const canvas = defs.linear('canvas', [
    [0, '#f7ead6'],
    [1, '#e6d0b0'],
  ]);
  // handles: back one darker
  body += `<path d="M168 172C168 72 232 72 232 172" fill="none" stroke="#c9ad86" stroke-width="12" stroke-linecap="round"/>`;
  body += `<path d="M150 176C150 58 250 58 250 176" fill="none" stroke="#e9d6b8" stroke-width="12" stroke-linecap="round"/>`;
  body += `<path d="M150 176C150 58 250 58 250 176" fill="none" stroke="#cfb48e" stroke-width="1.4" stroke-dasharray="4 3"/>`;
  // bag body
  body += `<path d="M120 168H280L290 326Q290 338 278 338H122Q110 338 110 326Z" fill="${canvas}" stroke="#d3b893" stroke-width="2" stroke-linejoin="round"/>`;
  body += `<path d="M121 184H279" stroke="#cfb48e" stroke-width="1.6" stroke-dasharray="5 3"/>`;
  body += `<path d="M150 168V186M250 168V186" stroke="#d8bf9b" stroke-width="14"/>`;
  // print: a little bar with drizzle, the wordmark and a tagline
  body += `<g transform="rotate(-8 200 232)"><rect x="160" y="216" width="80" height="30" rx="9" fill="${palette.cocoa}"/>`;
  body += `<path d="M168 222l10 18 10-18 10 18 10-18 10 18 10-18" fill="none" stroke="${palette.caramel}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  body += `<circle cx="186" cy="229" r="3.5" fill="${palette.pistachio}"/><circle cx="214" cy="234" r="3.5" fill="${palette.berry}"/></g>`;
  body += wordmark(200, 292, 40, palette.cocoa);
  body += text(200, 312, 'полезно · вкусно · честно', {
    size: 10,
    weight: 700,
    fill: palette.berry,
    anchor: 'middle',
    spacing: 0.8,
  });
  return svgDocument(title, defs, body);
}
