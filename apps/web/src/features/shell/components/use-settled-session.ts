import { useEffect } from 'react';
import { loadSession, signedOut, useAuthStore } from '@/features/auth';
import { storedTokens } from '@/lib/tokens.ts';

/**
 * While the maintenance view stands in for the site, the router (and the session check it runs) is not
 * mounted: the stored session is settled here instead, so an admin's own tab shows them the site.
 */
export function useSettledSession(active: boolean): void {
  useEffect(() => {
    if (!active || useAuthStore.getState().status !== 'unknown') return;
    if (!storedTokens().refresh) {
      signedOut();
      return;
    }
    void loadSession().then(({ startSession }) => {
      if (useAuthStore.getState().status === 'unknown') return startSession();
    });
  }, [active]);
}
