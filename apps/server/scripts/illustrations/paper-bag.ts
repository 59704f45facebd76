/** The 'ПАКЕТ' kraft paper bag with twisted handles and treats peeking out. */
import { Defs, backdrop, palette, shadow, svgDocument, text, wordmark } from './svg.ts';

export function paperBag(title: string): string {
  const defs = new Defs();
  let body = backdrop(defs, 'circle', 'bag');
  body += shadow(defs, 214, 338, 118, 14, 0.34);
  const front = defs.linear('front', [
    [0, '#dcae74'],
    [1, '#c28b50'],
  ]);
  const side = defs.linear('side', [
    [0, '#b47d45'],
    [1, '#9c6a38'],
  ]);
  // back handle
  body += `<path d="M170 150C170 86 226 86 226 150" fill="none" stroke="#a36f3b" stroke-width="7" stroke-linecap="round"/>`;
  // treats peeking out of the bag
  body += `<g transform="rotate(-16 160 130)"><rect x="134" y="66" width="48" height="110" rx="8" fill="#c2185b"/>`;
  body += `<rect x="130" y="62" width="56" height="13" rx="3" fill="#9a1048"/>`;
  body += `<rect x="140" y="82" width="36" height="4" rx="2" fill="#fff" opacity=".25"/>`;
  body += text(158, 108, 'humblbar', {
    size: 11.5,
    weight: 800,
    fill: '#fff4e6',
    anchor: 'middle',
    transform: 'rotate(-90 158 104)',
  });
  body += `</g>`;
  body += `<g transform="rotate(12 244 120)"><rect x="220" y="84" width="50" height="90" rx="8" fill="#d98b3a"/>`;
  body += `<rect x="216" y="80" width="58" height="13" rx="3" fill="#b86c22"/>`;
  body += `<rect x="231" y="104" width="28" height="28" rx="7" fill="#fff4e6" opacity=".92"/>`;
  body += `<path d="M238 118l3.5-5 3.5 5 3.5-5 3.5 5" fill="none" stroke="#5b3a29" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  // side gusset and front
  body += `<path d="M276 150L304 142L306 330L278 338Z" fill="${side}"/>`;
  body += `<path d="M276 150L292 200L278 338" fill="none" stroke="#8a5a2e" stroke-width="1.5" opacity=".5"/>`;
  body += `<path d="M122 150H278L282 338H118Z" fill="${front}"/>`;
  body += `<path d="M122 150H278L279 170H121Z" fill="#e8c08a"/>`;
  body += `<path d="M121 170H279" stroke="#a87541" stroke-width="1.5" opacity=".6"/>`;
  // front handle: twisted paper rope
  body += `<path d="M160 156C160 78 240 78 240 156" fill="none" stroke="#b47d45" stroke-width="8" stroke-linecap="round"/>`;
  body += `<path d="M160 156C160 78 240 78 240 156" fill="none" stroke="#d9ab70" stroke-width="3" stroke-dasharray="5 4"/>`;
  body += `<circle cx="160" cy="160" r="4" fill="#8a5a2e"/><circle cx="240" cy="160" r="4" fill="#8a5a2e"/>`;
  // print
  body += `<circle cx="200" cy="246" r="50" fill="none" stroke="${palette.cocoa}" stroke-width="2" opacity=".7"/>`;
  body += wordmark(200, 252, 30, palette.cocoa);
  body += text(200, 270, 'с заботой', {
    size: 10,
    weight: 700,
    fill: palette.berry,
    anchor: 'middle',
    spacing: 1,
  });
  body += `<path d="M192 214c-4-6 4-10 8-4 4-6 12-2 8 4l-8 8Z" fill="${palette.berry}"/>`;
  body += `<path d="M130 318H270" stroke="#a87541" stroke-width="1.5" stroke-dasharray="6 4" opacity=".5"/>`;
  return svgDocument(title, defs, body);
}
