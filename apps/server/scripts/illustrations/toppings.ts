/** Small ingredient drawings (nuts, berries, beans...) registered once per file as <defs> symbols. */
import type { Defs } from './svg.ts';

export type Topping =
  | 'peanut'
  | 'almond'
  | 'pistachio'
  | 'raspberry'
  | 'blueberry'
  | 'cherry'
  | 'coconut'
  | 'coffeeBean'
  | 'salt'
  | 'chocolate'
  | 'caramelDrop'
  | 'appleSlice'
  | 'strawberry'
  | 'leaf'
  | 'cinnamon'
  | 'walnut';

const hi = (cx: number, cy: number, rx: number, ry: number, op = 0.55) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" opacity="${op}"/>`;

const raspberryCells: Array<[number, number]> = [
  [0, -5],
  [-4.6, -2.4],
  [4.6, -2.4],
  [0, 0.4],
  [-4.3, 3],
  [4.3, 3],
  [0, 5.6],
];

const shapes: Record<Topping, string> = {
  peanut:
    '<path d="M-9 0C-9-5-4-6.5 0-6 4-6.5 9-5 9 0 9 5 4 6.5 0 6-4 6.5-9 5-9 0Z" fill="#dba464" stroke="#b27a3f" stroke-width="1"/>' +
    '<ellipse cx="6" cy="0" rx="1.8" ry="1.3" fill="#a8713a"/>' +
    hi(-2, -2.6, 4, 1.5, 0.45),
  almond:
    '<path d="M0-11C6.5-7 7 3 0 11-7 3-6.5-7 0-11Z" fill="#bd7c4b" stroke="#8e5630" stroke-width="1"/>' +
    '<path d="M-1.5-6C-2.5-1-2 3 0 7M2-5C2.5 0 2 3 1 6" stroke="#dca57a" stroke-width="1" fill="none" stroke-linecap="round"/>',
  pistachio:
    '<ellipse rx="8.5" ry="6" fill="#a9c95b"/>' +
    '<path d="M-8.5 0C-8.5-4-4-6.2 1-6C-3.5-3.5-5.5 1-4 5.4-7 4.5-8.5 2.5-8.5 0Z" fill="#8a5b45"/>' +
    hi(2, -2.5, 3.5, 1.4, 0.5),
  raspberry:
    '<circle r="10" fill="#a3154a"/>' +
    raspberryCells.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.3" fill="#d82d63"/>`).join('') +
    raspberryCells.map(([x, y]) => `<circle cx="${x - 1}" cy="${y - 1.1}" r="1" fill="#f58cae"/>`).join(''),
  blueberry:
    '<circle r="7.5" fill="#3f3384"/>' +
    '<path d="M-7.5 0A7.5 7.5 0 0 0 7.5 0 8 6 0 0 1-7.5 0Z" fill="#2e2566"/>' +
    '<path d="M1.5-6.2l1.2 1.4 1.6-.6-.4 1.7 1.4 1-1.7.4-.3 1.7-1.3-1.1-1.5.8.3-1.7-1.3-1.1 1.7-.2Z" fill="#241c52"/>' +
    hi(-3, -2.5, 2.6, 1.6, 0.35),
  cherry:
    '<path d="M1-6.5C3-12 6-15 10-17" stroke="#5e7a2c" stroke-width="1.8" fill="none" stroke-linecap="round"/>' +
    '<circle r="8.5" fill="#b0152f"/>' +
    '<path d="M-8.5 0A8.5 8.5 0 0 0 8.5 0 9 7 0 0 1-8.5 0Z" fill="#7e0c21"/>' +
    hi(-3.2, -3.2, 3, 2, 0.6),
  coconut:
    '<path d="M-10 4C-5-5 5-7 10-3 9 0 4-1-2 1-5 2-8 5-10 4Z" fill="#fffaf1" stroke="#e6d6c0" stroke-width="1"/>',
  coffeeBean:
    '<ellipse rx="7" ry="9.5" fill="#4a2c20"/>' +
    '<ellipse cx="-2.5" cy="-2" rx="3" ry="5" fill="#6c4332" opacity=".8"/>' +
    '<path d="M0-8.5C-3.5-3 3.5 3 0 8.5" stroke="#26150d" stroke-width="1.6" fill="none" stroke-linecap="round"/>',
  salt:
    '<rect x="-2.6" y="-2.6" width="5.2" height="5.2" rx="1" fill="#fff" stroke="#d9e2e6" stroke-width=".8" transform="rotate(20)"/>' +
    '<rect x="3" y="2" width="3.6" height="3.6" rx=".8" fill="#fff" stroke="#d9e2e6" stroke-width=".7" transform="rotate(-15)"/>',
  chocolate:
    '<path d="M-8-5 5-7.5 8.5 3-1 7.5-8.5 2.5Z" fill="#3e2318" stroke="#3e2318" stroke-width="2" stroke-linejoin="round"/>' +
    '<path d="M-5.5-3.5 4-5 6 1.5-1 4.5-5.5 1.5Z" fill="#6b4130"/>' +
    hi(-1, -2.5, 3, 0.9, 0.35),
  caramelDrop:
    '<path d="M0-9C4-3.5 6.5-.5 6.5 3A6.5 6.5 0 0 1-6.5 3C-6.5-.5-4-3.5 0-9Z" fill="#dd8f36"/>' +
    '<path d="M-6.5 3A6.5 6.5 0 0 0 6.5 3 7 5 0 0 1-6.5 3Z" fill="#b8691f"/>' +
    hi(-2, -0.5, 1.8, 3, 0.55),
  appleSlice:
    '<path d="M-11 0A11 9 0 0 0 11 0Z" fill="#f5d88f"/>' +
    '<path d="M-11 0A11 9 0 0 0 11 0" fill="none" stroke="#c0392b" stroke-width="2.6" stroke-linecap="round"/>' +
    '<path d="M-11 0H11" stroke="#e9bd62" stroke-width="1.4" stroke-linecap="round"/>' +
    '<ellipse cx="-2.2" cy="3" rx="1.1" ry="1.8" fill="#6b4130"/><ellipse cx="2.2" cy="3" rx="1.1" ry="1.8" fill="#6b4130"/>',
  strawberry:
    '<path d="M0 11C-9.5 5-10.5-3-6.5-6.5-3.5-9 3.5-9 6.5-6.5 10.5-3 9.5 5 0 11Z" fill="#e2394f"/>' +
    '<path d="M0 11C4 7 7 2 6.5-6.5 10.5-3 9.5 5 0 11Z" fill="#b91f37"/>' +
    [
      [-4, -3],
      [0, -4],
      [4, -3],
      [-3, 1.5],
      [2, 1],
      [-0.5, 5.5],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx=".8" ry="1.2" fill="#ffe08f"/>`)
      .join('') +
    '<path d="M-7-7-2.5-11 0-8 2.5-11 7-7 2.5-6 0-3.5-2.5-6Z" fill="#5f9a3a"/>',
  leaf:
    '<path d="M-11 4C-7-8 6-9.5 11-4 6 6-4 8.5-11 4Z" fill="#7ea33f"/>' +
    '<path d="M-9 3C-3-1 3-3 9-4" stroke="#b5d07a" stroke-width="1.2" fill="none" stroke-linecap="round"/>',
  cinnamon:
    '<rect x="-14" y="-3.8" width="28" height="7.6" rx="3.8" fill="#9b5a2e"/>' +
    '<rect x="-14" y="-3.8" width="28" height="3" rx="1.5" fill="#b8733f"/>' +
    '<ellipse cx="13" cy="0" rx="2.6" ry="3.8" fill="#c98a52"/>' +
    '<path d="M13-2A1.6 2 0 1 1 12.4 1.4" stroke="#7a4220" stroke-width=".9" fill="none"/>',
  walnut:
    '<path d="M-9 0C-9-6-4-8 0-6.5 4-8 9-6 9 0 9 6 4 8 0 6.5-4 8-9 6-9 0Z" fill="#b98352"/>' +
    '<path d="M0-6.5V6.5M-6-3C-4-1-4 1-6 3M6-3C4-1 4 1 6 3" stroke="#8a5a33" stroke-width="1.3" fill="none" stroke-linecap="round"/>',
};

/** Registers the topping symbol in defs (once) and returns its id for use(). */
export function topping(defs: Defs, kind: Topping): string {
  return defs.symbol(`t-${kind}`, shapes[kind]);
}
