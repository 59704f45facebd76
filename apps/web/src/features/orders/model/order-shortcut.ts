import { useSyncExternalStore } from 'react';

/**
 * Kept in local storage (docs/product/storefront.md#navigation): set once an order is placed, it shows the
 * header's order-pay shortcut.
 */
const KEY = 'addOrder';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

function write(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'true');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused: the shortcut simply does not show.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab placing an order or dismissing the shortcut.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** An order was placed: the header offers the way back to pay it. */
export const markOrderPlaced = () => write(true);

/** The shopper closed the shortcut. */
export const dismissOrderShortcut = () => write(false);

/** Whether the header shows the shortcut (never while the server paints a page). */
export const useOrderShortcut = (): boolean => useSyncExternalStore(subscribe, read, () => false);
