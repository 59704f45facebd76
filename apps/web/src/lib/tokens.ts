const ACCESS_KEY = 'access_token';
const REFRESH_KEY = 'refresh_token';

/** The signed-in customer's tokens, kept in local storage (docs/product/accounts.md#sessions). */
export interface StoredTokens {
  access: string | null;
  refresh: string | null;
}

/** What happened to the session outside the code that asked (the auth store follows it). */
export type SessionEvent = { type: 'lost'; message: string } | { type: 'renewed'; isAdmin: boolean };

// Used where the browser refuses local storage: the session then lasts as long as the tab.
const memory: StoredTokens = { access: null, refresh: null };
let memoryOnly = false;

function storage(): Storage | null {
  // The server renders pages without a window; nothing of a visitor's session exists there.
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Read afresh on every call: another tab may have renewed or cleared them. */
export function storedTokens(): StoredTokens {
  const store = storage();
  if (!store || memoryOnly) return { ...memory };
  try {
    return { access: store.getItem(ACCESS_KEY), refresh: store.getItem(REFRESH_KEY) };
  } catch {
    return { ...memory };
  }
}

export function storeTokens(access: string, refresh: string): void {
  memory.access = access;
  memory.refresh = refresh;
  try {
    storage()?.setItem(ACCESS_KEY, access);
    storage()?.setItem(REFRESH_KEY, refresh);
    memoryOnly = false;
  } catch {
    memoryOnly = true;
  }
}

export function clearTokens(): void {
  memory.access = null;
  memory.refresh = null;
  try {
    storage()?.removeItem(ACCESS_KEY);
    storage()?.removeItem(REFRESH_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** The key other tabs see change (a 'storage' event) when this one signs in or out. */
export const refreshTokenKey = REFRESH_KEY;

const listeners = new Set<(event: SessionEvent) => void>();

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEvent(event: SessionEvent): void {
  listeners.forEach((listener) => listener(event));
}
