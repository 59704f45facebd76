const KEY = 'session_id';

/**
 * The guest's session id (SPEC.md §3, client-stored): a UUID made on first use and kept in local storage,
 * so the cart the server keeps for it survives reloads and new tabs.
 */
export function sessionId(): string {
  const stored = localStorage.getItem(KEY);
  if (stored) return stored;
  const created = crypto.randomUUID();
  localStorage.setItem(KEY, created);
  return created;
}
