/**
 * The version a document page shows, from its address: null on the stable page (the current version), the
 * number on /legal/{kind}/{version}, 'missing' when the address names no possible version.
 */
export function versionOf(param: string | undefined): number | null | 'missing' {
  if (param === undefined) return null;
  return /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 'missing';
}
