/**
 * Moves the app's router to `path` from outside it (the maintenance view and the admin's banner live above
 * the router): a history entry the way the router writes its own, then the popstate event it listens to.
 */
export function navigateOutsideRouter(path: string, { replace = false } = {}): void {
  const current: unknown = window.history.state;
  const index =
    typeof current === 'object' && current !== null && 'idx' in current && typeof current.idx === 'number'
      ? current.idx
      : 0;
  const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: replace ? index : index + 1 };
  if (replace) window.history.replaceState(state, '', path);
  else window.history.pushState(state, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}
