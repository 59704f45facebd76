import { useSyncExternalStore } from 'react';

/**
 * The visitor's answer to the cookie notice (docs/product/personal-data.md#web-analytics), kept in the cookie
 * `analytics` so that the server sees it: only with `granted` does the page's Content-Security-Policy allow
 * Yandex Metrica's hosts. The counter id comes from the page (<meta name="yandex-metrika">, put there by the
 * server when YANDEX_METRIKA_ID is set); without it nothing here does anything.
 */
export type AnalyticsChoice = 'granted' | 'denied';

const COOKIE = 'analytics';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The Metrica counter the page names, or null (no counter configured, or no page: the server's renderer). */
export function counterId(): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>('meta[name="yandex-metrika"]')?.content ?? '';
  return /^\d+$/.test(content) ? content : null;
}

/** The decision the cookie holds now (null: none yet). */
export function readChoice(): AnalyticsChoice | null {
  if (typeof document === 'undefined') return null;
  const value = /(?:^|;)\s*analytics=([^;]*)/.exec(document.cookie)?.[1];
  return value === 'granted' || value === 'denied' ? value : null;
}

/** For a year, for the whole site, sent with same-site requests (and only over HTTPS where the shop is). */
function writeChoice(choice: AnalyticsChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=${choice}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * What the cookie said when this page was loaded: the server chose the page's policy by it, so the counter
 * may load in this page only if it was `granted` then (a decision takes effect from the next load).
 */
const pageChoice: AnalyticsChoice | null = readChoice();

/** Whether the counter may run in this page: configured, accepted before the page loaded, and still so. */
export const analyticsAllowed = (): boolean =>
  counterId() !== null && pageChoice === 'granted' && readChoice() === 'granted';

/** The browser's page actions, apart so that tests can watch them (jsdom cannot reload). */
export const page = {
  reload: () => window.location.reload(),
};

// The notice: open while no decision was made, or when the visitor asks for it from the footer.
let noticeOpen: boolean | null = null;
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isNoticeOpen = () => (noticeOpen ??= counterId() !== null && readChoice() === null);

/** Whether the cookie notice shows (never while the server paints a page). */
export const useCookieNoticeOpen = (): boolean => useSyncExternalStore(subscribe, isNoticeOpen, () => false);

/** Whether the shop has a counter, so the footer offers the settings (never while the server paints). */
export const useAnalyticsConfigured = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => counterId() !== null,
    () => false,
  );

/** The footer's 'Настройки cookie': the notice opens again; focus goes back to `from` once it closes. */
export function openCookieSettings(from: HTMLElement | null = null): void {
  returnFocus = from;
  noticeOpen = true;
  emit();
}

/**
 * The visitor's decision: kept in the cookie, the notice closes. The page reloads when the decision changes
 * whether the counter runs: the server sends the policy that allows it (or not) and the counter loads (or is
 * gone). Refusing also removes what an earlier counter left in this browser.
 */
export function decide(choice: AnalyticsChoice): void {
  writeChoice(choice);
  noticeOpen = false;
  emit();
  if (choice === 'denied') forgetCounterData();
  if ((choice === 'granted') !== (pageChoice === 'granted')) {
    page.reload();
    return;
  }
  if (returnFocus?.isConnected) returnFocus.focus();
  returnFocus = null;
}

/**
 * Metrica keeps its visitor id in `_ym…` cookies (on the site's domain and its parents) and local storage;
 * after a refusal they are removed, as far as the page can reach them.
 */
function forgetCounterData(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name.startsWith('_ym'));
  const parts = window.location.hostname.split('.');
  const domains = ['', ...parts.slice(0, -1).map((_, i) => `; Domain=.${parts.slice(i).join('.')}`)];
  for (const name of names)
    for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith('_ym')) localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing of the counter's can be there either.
  }
}
