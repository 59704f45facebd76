/** True for PostgreSQL's unique violation (e.g. an e-mail that belongs to another account), also as Drizzle's cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}
