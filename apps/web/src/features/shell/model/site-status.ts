import type { SiteStatus } from '@shop/shared/content/content-api';
import { create } from 'zustand';

/** Site status states (docs/product/support-and-content.md#site-status). */
export type SiteStatusState = 'not_loaded' | 'loading' | 'loaded';

export interface SiteStatusView {
  state: SiteStatusState;
  /** Until the status is loaded the site counts as active. */
  isActive: boolean;
}

export function siteStatusView(query: { data: SiteStatus | undefined; isFetching: boolean }): SiteStatusView {
  if (query.data) return { state: 'loaded', isActive: query.data.is_active !== false };
  return { state: query.isFetching ? 'loading' : 'not_loaded', isActive: true };
}

/** The site status as the shell sees it; the site-status watcher keeps it up to date. */
export const useSiteStatusStore = create<SiteStatusView>()(() => ({ state: 'not_loaded', isActive: true }));

/** Only the maintenance view is shown once the status is loaded as inactive. */
export const selectShowMaintenance = (view: SiteStatusView) => view.state === 'loaded' && !view.isActive;
