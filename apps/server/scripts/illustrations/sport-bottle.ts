/** Merch bottle: a reusable sport bottle with a loop cap and the wordmark. */
import { Defs, backdrop, darken, lighten, palette, shadow, svgDocument, text, wordmark } from './svg.ts';

export function sportBottle(title: string, key: string, color: string): string {
  const defs = new Defs();
  let body = backdrop(defs, 'circle', key);
  body += shadow(defs, 204, 338, 80, 13, 0.34);
  const shell = defs.linear(
    'shell',
    [
      [0, darken(color, 0.2)],
      [0.3, lighten(color, 0.12)],
      [0.5, color],
      [1, darken(color, 0.28)],
    ],
    [0, 0, 1, 0],
  );
  const cap = defs.linear(
    'cap',
    [
      [0, '#3e271b'],
      [0.35, '#7a5039'],
      [1, '#3e271b'],
    ],
    [0, 0, 1, 0],
  );
  // loop, cap, shoulder
  body += `<path d="M186 84Q186 48 200 48Q214 48 214 84" fill="none" stroke="#3e271b" stroke-width="9" stroke-linecap="round"/>`;
  body += `<rect x="170" y="80" width="60" height="40" rx="10" fill="${cap}"/>`;
  body += `<rect x="170" y="112" width="60" height="8" fill="#2a1a12" opacity=".3"/>`;
  body += `<path d="M166 150Q166 124 182 118H218Q234 124 234 150Z" fill="${darken(color, 0.35)}"/>`;
  // body with a cream band
  body += `<rect x="158" y="144" width="84" height="196" rx="30" fill="${shell}"/>`;
  body += `<rect x="158" y="214" width="84" height="56" fill="${palette.cream}" opacity=".95"/>`;
  body += `<rect x="158" y="214" width="84" height="56" fill="url(#shell)" opacity=".25"/>`;
  body += wordmark(200, 248, 25, palette.cocoa);
  body += text(200, 262, '750 мл', {
    size: 8.5,
    weight: 700,
    fill: palette.caramel,
    anchor: 'middle',
    spacing: 1,
  });
  body += `<rect x="168" y="162" width="7" height="160" rx="3.5" fill="#fff" opacity=".35"/>`;
  body += `<path d="M166 300H234" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>`;
  return svgDocument(title, defs, body);
}
