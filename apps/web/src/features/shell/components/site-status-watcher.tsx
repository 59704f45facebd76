import { useEffect } from 'react';
import { useSiteStatus } from '../api/get-site-status.ts';
import { siteStatusView, useSiteStatusStore } from '../model/site-status.ts';

/** Loads the site status and publishes it to the shell's store; renders nothing. */
export default function SiteStatusWatcher() {
  const query = useSiteStatus();
  const { state, isActive } = siteStatusView(query);
  useEffect(() => {
    useSiteStatusStore.setState({ state, isActive });
  }, [state, isActive]);
  return null;
}
