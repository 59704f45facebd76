/**
 * The Idempotency-Key of an order submit. The same form and basket sent again (after a lost answer) reuse
 * the key, so the server makes one order however often the shopper presses 'Оплатить'; anything changed
 * gets a new key.
 */
let last: { fingerprint: string; key: string } | null = null;

export function idempotencyKeyFor(fingerprint: string): string {
  if (last?.fingerprint !== fingerprint) last = { fingerprint, key: crypto.randomUUID() };
  return last.key;
}

/** The server has answered for good (the order refused): the next submit is a new attempt. */
export function forgetIdempotencyKey(): void {
  last = null;
}
