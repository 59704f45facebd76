/**
 * Russian alphabetical order, as `Intl.Collator('ru', { sensitivity: 'base' })` sorts names: case and ё/е
 * ignored, spaces and punctuation before digits, digits before Cyrillic, Cyrillic before Latin. Written out
 * because a phone spends ~25 ms loading ICU's Russian collation data the first time one is created, on
 * the catalogue's first render.
 */
export function compareRussian(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = sortKey(a[i]!) - sortKey(b[i]!);
    if (difference !== 0) return Math.sign(difference);
  }
  return Math.sign(a.length - b.length);
}

const enum Group {
  Punctuation = 0,
  Digit = 1,
  Cyrillic = 2,
  Latin = 3,
  Other = 4,
}

function sortKey(char: string): number {
  const lower = char.toLowerCase();
  const code = (lower === 'ё' ? 'е' : lower).charCodeAt(0);
  return groupOf(code) * 0x10000 + code;
}

function groupOf(code: number): Group {
  if (code >= 0x30 && code <= 0x39) return Group.Digit;
  if (code >= 0x430 && code <= 0x44f) return Group.Cyrillic;
  if (code >= 0x61 && code <= 0x7a) return Group.Latin;
  if (code < 0x80) return Group.Punctuation;
  return Group.Other;
}
