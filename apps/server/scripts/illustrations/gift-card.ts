/** Gift card: a branded card with the denomination, tucked in front of a kraft envelope. */
import { Defs, backdrop, darken, lighten, n, shadow, sparkle, svgDocument, text, wordmark } from './svg.ts';

export interface GiftCardSpec {
  key: string;
  title: string;
  amount: number;
  colors: [string, string];
  ink: string;
  accent: string;
}

/** 5000 → "5 000 ₽" (thin grouping like Russian price tags). */
export function rubles(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₽`;
}

export function giftCard(s: GiftCardSpec): string {
  const defs = new Defs();
  let body = backdrop(defs, 'circle', s.key);
  body += shadow(defs, 204, 312, 150, 16, 0.3);
  const face = defs.linear(
    'face',
    [
      [0, lighten(s.colors[0], 0.1)],
      [0.55, s.colors[0]],
      [1, s.colors[1]],
    ],
    [0, 0, 1, 1],
  );
  const clip = defs.clip('card', '<rect x="55" y="115" width="290" height="180" rx="20"/>');
  // envelope behind
  body += `<g transform="rotate(7 220 180)"><rect x="90" y="92" width="260" height="170" rx="14" fill="#d3a46b"/>`;
  body += `<path d="M92 98L220 182 348 98" fill="none" stroke="#b9854c" stroke-width="3" stroke-linejoin="round"/></g>`;
  body += `<g transform="rotate(-7 200 205)">`;
  body += `<rect x="58" y="121" width="290" height="180" rx="20" fill="#2a1a12" opacity=".18"/>`;
  body += `<rect x="55" y="115" width="290" height="180" rx="20" fill="${face}"/>`;
  body += `<g clip-path="${clip}">`;
  body += `<circle cx="330" cy="140" r="96" fill="#fff" opacity=".1"/><circle cx="350" cy="300" r="70" fill="#fff" opacity=".08"/>`;
  body += `<path d="M55 262C120 236 190 290 345 244V295H55Z" fill="${darken(s.colors[1], 0.15)}" opacity=".35"/>`;
  // ribbon across the corner with a bow
  body += `<path d="M268 115L345 192V220L240 115Z" fill="${s.accent}"/>`;
  body += `<path d="M268 115L345 192V200L258 115Z" fill="#fff" opacity=".25"/>`;
  body += `</g>`;
  body += `<path d="M300 150C282 126 262 136 270 152C276 162 292 160 300 150ZM300 150C318 126 338 136 330 152C324 162 308 160 300 150Z" fill="${s.accent}" stroke="${darken(s.accent, 0.2)}" stroke-width="2"/>`;
  body += `<path d="M296 154L286 178M304 154L316 176" stroke="${s.accent}" stroke-width="6" stroke-linecap="round"/>`;
  body += `<circle cx="300" cy="151" r="6" fill="${darken(s.accent, 0.15)}"/>`;
  body += wordmark(80, 160, 30, s.ink, 'start');
  body += text(82, 180, 'ПОДАРОЧНАЯ КАРТА', {
    size: 10.5,
    weight: 700,
    fill: s.ink,
    spacing: 2,
    opacity: 0.85,
  });
  body += text(80, 262, rubles(s.amount), { size: 46, weight: 800, fill: s.ink, spacing: -1 });
  body += `<rect x="${n(82)}" y="274" width="54" height="4" rx="2" fill="${s.accent}"/>`;
  body += `</g>`;
  body +=
    sparkle(70, 110, 10, '#d98b3a', 0.8) +
    sparkle(332, 92, 7, '#c2185b', 0.6) +
    sparkle(346, 300, 8, '#8bab4a', 0.7);
  return svgDocument(s.title, defs, body);
}
