import { lazy, Suspense, useMemo } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { loadAuthModal } from '@/features/auth';
import { navigateOutsideRouter } from './navigate-outside-router.ts';

const AuthModal = lazy(loadAuthModal);

const pathOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * The site's own sign-in modal, opened from the maintenance view, where the app's router is not mounted.
 * The modal's links and its move after sign-in ('/admin' for an admin) go to the app's router, which the
 * site then shows (an admin is never kept on the maintenance view).
 */
export default function StaffSignIn({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: pathOf,
      push: (to) => navigateOutsideRouter(pathOf(to)),
      replace: (to) => navigateOutsideRouter(pathOf(to), { replace: true }),
      go: (delta) => window.history.go(delta),
    }),
    [],
  );
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={navigator}>
      <Suspense fallback={null}>
        <AuthModal open={open} onClose={onClose} />
      </Suspense>
    </Router>
  );
}
