/**
 * Whether the page is being left (a redirect to the payment page, a reload): Metrica's documentation warns
 * that an event pushed then may be lost or half sent, so none is. Watched only once analytics may run.
 */
let leaving = false;
let watching = false;

export function watchLeaving(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  // Back from the browser's page cache: the page lives again.
  window.addEventListener('pageshow', () => (leaving = false));
}

export const pageLeaving = (): boolean => leaving;
