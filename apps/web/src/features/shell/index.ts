/**
 * features/shell's public entry, the only one other features import: the site's status (switched off for
 * maintenance) and the maintenance view's parts.
 */
export { siteStatusQuery } from './api/get-site-status.ts';
export { default as SiteOffBanner } from './components/site-off-banner.tsx';
export { useSettledSession } from './components/use-settled-session.ts';
export { selectShowMaintenance, useSiteStatusStore } from './model/site-status.ts';
