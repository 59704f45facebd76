/** Gift package: a berry-paper gift box with a cream satin ribbon, a bow and a kraft tag. */
import { Defs, backdrop, palette, shadow, sparkle, svgDocument, wordmark } from './svg.ts';

export function giftPackage(title: string): string {
  const defs = new Defs();
  let body = backdrop(defs, 'circle', 'gift');
  body += shadow(defs, 204, 334, 128, 15, 0.34);
  defs.raw(
    'dots',
    '<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="3" fill="#fff4e6" opacity=".45"/><circle cx="18" cy="18" r="2.2" fill="#ffd3b0" opacity=".55"/></pattern>',
  );
  const paper = defs.linear('paper', [
    [0, '#d6336c'],
    [1, '#a3134b'],
  ]);
  const ribbon = defs.linear(
    'ribbon',
    [
      [0, '#f3dcc0'],
      [0.5, '#fff4e6'],
      [1, '#e9cda9'],
    ],
    [0, 0, 1, 0],
  );
  // box and lid
  body += `<rect x="122" y="204" width="156" height="130" rx="8" fill="${paper}"/>`;
  body += `<rect x="122" y="204" width="156" height="130" rx="8" fill="url(#dots)"/>`;
  body += `<rect x="122" y="204" width="156" height="14" fill="#2a1a12" opacity=".18"/>`;
  body += `<path d="M112 172H288V208Q288 214 282 214H118Q112 214 112 208Z" fill="${paper}"/>`;
  body += `<path d="M112 172H288V208Q288 214 282 214H118Q112 214 112 208Z" fill="url(#dots)"/>`;
  body += `<path d="M122 160H278L288 172H112Z" fill="#e0568a"/>`;
  // ribbon
  body += `<rect x="187" y="160" width="26" height="174" fill="${ribbon}"/>`;
  body += `<path d="M187 214H213" stroke="#2a1a12" stroke-opacity=".12" stroke-width="4"/>`;
  // bow
  body += `<path d="M200 160C170 118 128 128 146 152C156 166 184 164 200 160Z" fill="${ribbon}" stroke="#d9b98f" stroke-width="2"/>`;
  body += `<path d="M200 160C230 118 272 128 254 152C244 166 216 164 200 160Z" fill="${ribbon}" stroke="#d9b98f" stroke-width="2"/>`;
  body += `<path d="M172 142C182 146 190 152 198 158M228 142C218 146 210 152 202 158" fill="none" stroke="#d9b98f" stroke-width="2" stroke-linecap="round"/>`;
  body += `<path d="M194 164L170 206L182 204L188 214L200 166ZM206 164L230 206L218 204L212 214L200 166Z" fill="#f1d8b8"/>`;
  body += `<ellipse cx="200" cy="160" rx="13" ry="10" fill="#f6e4cc" stroke="#d9b98f" stroke-width="2"/>`;
  // kraft tag on a string
  body += `<path d="M232 214C244 232 250 240 256 252" fill="none" stroke="#fff4e6" stroke-width="2"/>`;
  body += `<g transform="rotate(-14 270 272)"><path d="M246 252H294V292H246L236 272Z" fill="#d9ab70"/>`;
  body += `<circle cx="245" cy="272" r="3" fill="#b9854c"/>`;
  body += wordmark(272, 276, 13, palette.cocoa);
  body += `</g>`;
  body +=
    sparkle(96, 140, 10, palette.caramel, 0.8) +
    sparkle(312, 118, 8, palette.berry, 0.6) +
    sparkle(318, 206, 6, palette.pistachio, 0.7);
  return svgDocument(title, defs, body);
}
