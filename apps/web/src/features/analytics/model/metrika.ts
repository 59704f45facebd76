/**
 * Yandex Metrica's counter, loaded only once the visitor accepted analytics (docs/product/personal-data.md
 * #web-analytics). The queue that Metrica's own snippet defines inline is defined here, in the shop's code:
 * the page's policy allows no inline scripts.
 */
export const METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
    /** What the counter reads e-commerce events from (`ecommerce: 'dataLayer'`). */
    dataLayer?: unknown[];
  }
}

let counter: number | null = null;

/** Calls the counter: queued until tag.js arrives, which then runs the queue. */
const ym = (...args: unknown[]) => window.ym!(...args);

/**
 * Defines the queue, starts tag.js and initialises the counter with e-commerce from window.dataLayer; the
 * counter counts the page it starts on. Once per page.
 */
export function startMetrika(id: string): void {
  if (counter !== null) return;
  counter = Number(id);
  window.dataLayer ??= [];
  if (!window.ym) {
    const queue: Ym = (...args: unknown[]) => void (queue.a ??= []).push(args);
    queue.l = Date.now();
    window.ym = queue;
  }
  const script = document.createElement('script');
  script.async = true;
  script.src = METRIKA_SCRIPT;
  document.head.append(script);
  ym(counter, 'init', {
    ecommerce: 'dataLayer',
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
  });
}

/** A page view of the single-page app: the address shown now and the one before it. */
export function sendPageView(url: string, referer: string): void {
  if (counter === null) return;
  ym(counter, 'hit', url, { referer });
}
