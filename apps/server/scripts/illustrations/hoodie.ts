/** Merch hoodie: flat-lay hoodie with hood, drawstrings, kangaroo pocket and the wordmark. */
import type { ApparelSpec } from './tshirt.ts';
import { Defs, backdrop, darken, lighten, shadow, svgDocument, wordmark } from './svg.ts';

const BODY = 'M130 104L166 92H234L270 104Q290 112 296 140L282 172V306H118V172L104 140Q110 112 130 104Z';
const LEFT_SLEEVE = 'M130 104Q104 110 96 150L72 292L106 300L122 196Z';
const RIGHT_SLEEVE = 'M270 104Q296 110 304 150L328 292L294 300L278 196Z';

export function hoodie(s: ApparelSpec): string {
  const defs = new Defs();
  let body = backdrop(defs, 'circle', s.key);
  body += shadow(defs, 202, 338, 130, 14, 0.3);
  const cloth = defs.linear('cloth', [
    [0, lighten(s.cloth, 0.1)],
    [1, darken(s.cloth, 0.1)],
  ]);
  const dark = darken(s.cloth, 0.18);
  const edge = darken(s.cloth, 0.28);
  const stroke = `stroke="${edge}" stroke-width="2.2" stroke-linejoin="round"`;
  // sleeves and cuffs
  body += `<path d="${LEFT_SLEEVE}" fill="${dark}" ${stroke}/>`;
  body += `<path d="${RIGHT_SLEEVE}" fill="${dark}" ${stroke}/>`;
  body += `<path d="M72 292L106 300L103 318L69 311Z" fill="${edge}"/>`;
  body += `<path d="M328 292L294 300L297 318L331 311Z" fill="${edge}"/>`;
  // body, waistband
  body += `<path d="${BODY}" fill="${cloth}" ${stroke}/>`;
  body += `<rect x="116" y="302" width="168" height="26" rx="6" fill="${dark}" ${stroke}/>`;
  let rib = '';
  for (let x = 124; x < 280; x += 8) rib += `M${x} 306V324`;
  body += `<path d="${rib}" stroke="${edge}" stroke-width="1.2" opacity=".45"/>`;
  // hood lying behind the neck
  body += `<path d="M150 104Q146 58 200 54Q254 58 250 104Q236 126 200 128Q164 126 150 104Z" fill="${dark}" ${stroke}/>`;
  body += `<path d="M164 100Q164 72 200 70Q236 72 236 100Q222 114 200 115Q178 114 164 100Z" fill="${darken(s.cloth, 0.36)}"/>`;
  body += `<path d="M150 104Q164 126 200 128Q236 126 250 104" fill="none" stroke="${lighten(s.cloth, 0.1)}" stroke-width="6" stroke-linecap="round"/>`;
  // drawstrings
  body += `<path d="M184 124Q180 150 186 178M216 124Q220 150 214 180" fill="none" stroke="${s.accent}" stroke-width="3.5" stroke-linecap="round"/>`;
  body += `<rect x="182" y="176" width="7" height="12" rx="2" fill="${s.print}"/><rect x="211" y="178" width="7" height="12" rx="2" fill="${s.print}"/>`;
  // kangaroo pocket
  body += `<path d="M148 240H252L266 294H134Z" fill="${darken(s.cloth, 0.05)}" ${stroke}/>`;
  body += `<path d="M152 244Q146 268 138 290M248 244Q254 268 262 290" fill="none" stroke="${edge}" stroke-width="1.6" stroke-dasharray="4 3"/>`;
  body += wordmark(200, 222, 36, s.print);
  return svgDocument(s.title, defs, body);
}
