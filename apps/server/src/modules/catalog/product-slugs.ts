/**
 * Slugs the server makes for new products and groups (never the client's): the name in Latin letters,
 * lower case, words joined by '-', made unique with '-2', '-3'… (the caller holds the creation lock).
 */

const latin: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

const MAX_LENGTH = 60;

/** 'Батончик «Кокос» M' → 'batonchik-kokos-m'; a name of no letters or digits → the fallback. */
export function slugOf(name: string, fallback: string): string {
  const text = [...name.toLowerCase()].map((char) => latin[char] ?? char).join('');
  const slug = text
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The first of `base`, `base-2`, `base-3`… that is not taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
