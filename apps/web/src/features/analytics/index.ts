/**
 * features/analytics's public entry, the only one other features import: optional Yandex Metrica behind the
 * visitor's consent (docs/product/personal-data.md#web-analytics): the e-commerce events, the footer's
 * settings link. The notice and the counter itself (components/analytics-root.tsx) load after the page.
 */
export { CookieSettingsLink } from './components/cookie-settings-link.tsx';
export { useAnalyticsConfigured } from './model/consent.ts';
export { trackCartChange, trackDetail, trackPurchase } from './model/track.ts';
export type { CartLineLike } from './model/ecommerce.ts';
export { usePurchaseReport, useProductView } from './model/use-ecommerce.ts';
