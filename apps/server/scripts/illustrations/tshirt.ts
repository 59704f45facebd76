/** Merch t-shirt: a flat-lay tee with the humbl wordmark on the chest. */
import { Defs, backdrop, darken, lighten, shadow, svgDocument, text, wordmark } from './svg.ts';

export interface ApparelSpec {
  key: string;
  title: string;
  cloth: string;
  print: string;
  accent: string;
}

const TEE =
  'M166 84Q200 112 234 84L288 100Q318 118 346 152L312 190L284 168V318Q284 332 270 332H130Q116 332 116 318V168L88 190L54 152Q82 118 112 100Z';

export function tshirt(s: ApparelSpec): string {
  const defs = new Defs();
  let body = backdrop(defs, 'circle', s.key);
  body += shadow(defs, 202, 334, 118, 14, 0.3);
  const cloth = defs.linear('cloth', [
    [0, lighten(s.cloth, 0.08)],
    [1, darken(s.cloth, 0.08)],
  ]);
  const sideShade = defs.linear(
    'side',
    [
      [0, '#2a1a12', 0.14],
      [0.2, '#2a1a12', 0],
      [0.8, '#2a1a12', 0],
      [1, '#2a1a12', 0.16],
    ],
    [0, 0, 1, 0],
  );
  const edge = darken(s.cloth, 0.14);
  body += `<path d="M166 84Q200 100 234 84L226 80Q200 92 174 80Z" fill="${darken(s.cloth, 0.28)}"/>`;
  body += `<path d="${TEE}" fill="${cloth}" stroke="${edge}" stroke-width="2.5" stroke-linejoin="round"/>`;
  body += `<path d="M116 168V318Q116 332 130 332H270Q284 332 284 318V168Z" fill="${sideShade}"/>`;
  // sleeve creases and hems
  body += `<path d="M116 168L104 134M284 168L296 134" stroke="${edge}" stroke-width="2" stroke-linecap="round" opacity=".8"/>`;
  body += `<path d="M64 146L97 183M336 146L303 183M122 320H278" stroke="${edge}" stroke-width="1.6" stroke-dasharray="4 3" fill="none"/>`;
  body += `<path d="M140 250Q170 262 166 300M258 238Q236 256 244 296" stroke="${edge}" stroke-width="2" fill="none" stroke-linecap="round" opacity=".35"/>`;
  // collar rib
  body += `<path d="M166 84Q200 112 234 84" fill="none" stroke="${darken(s.cloth, 0.2)}" stroke-width="8" stroke-linecap="round"/>`;
  body += `<path d="M168 86Q200 110 232 86" fill="none" stroke="${lighten(s.cloth, 0.15)}" stroke-width="1.5" opacity=".6"/>`;
  // chest print
  body += wordmark(200, 188, 42, s.print);
  body += `<rect x="166" y="200" width="68" height="4" rx="2" fill="${s.accent}"/>`;
  body += text(200, 222, 'PROTEIN BAKERY', {
    size: 9,
    weight: 700,
    fill: s.print,
    anchor: 'middle',
    spacing: 2.4,
    opacity: 0.8,
  });
  return svgDocument(s.title, defs, body);
}
