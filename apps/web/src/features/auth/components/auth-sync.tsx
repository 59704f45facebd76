import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionEvent, refreshTokenKey, storedTokens } from '@/lib/tokens.ts';
import { useUiStore } from '@/lib/ui-store.ts';
import { signedOut, useAuthStore } from '../model/auth-store.ts';

const CANCEL_PARAM = 'cancel_recovery';

// A guest's visit (no stored session) never loads the session's code: renewal, the profile, the API schemas.
const loadSession = () => import('../model/session.ts');

// Rare (a session the server refused): its code loads only then.
const AuthNotice = lazy(() => import('./auth-notice.tsx'));

/**
 * The session behind the shell, loaded after the first page (root-layout.tsx): renews a stored session at
 * start, follows sign-in and sign-out in other tabs, opens the auth modal for a ?cancel_recovery= link, and
 * shows the session's messages ('Ошибка обновления токена').
 */
export default function AuthSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = useAuthStore((state) => state.notice);
  const noticeTone = useAuthStore((state) => state.noticeTone);
  const started = useRef(false);

  // Subscribed before any call can renew a token: the cart's sync waits for this component (one Suspense).
  useEffect(
    () =>
      onSessionEvent(
        (event) => void loadSession().then(({ followSessionEvent }) => followSessionEvent(event)),
      ),
    [],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (storedTokens().refresh) void loadSession().then(({ startSession }) => startSession());
    else signedOut();
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== refreshTokenKey && event.key !== null) return;
      const { refresh } = storedTokens();
      const { status } = useAuthStore.getState();
      if (!refresh && status === 'signed-in')
        void loadSession().then((session) => session.endSessionLocally());
      else if (refresh && status === 'signed-out')
        void loadSession().then((session) => session.adoptOtherTabSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get(CANCEL_PARAM);
    if (!token) return;
    params.delete(CANCEL_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    useAuthStore.setState({ recoveryCancel: { token, answer: null } });
    useUiStore.getState().openModal('auth');
  }, [location, navigate]);

  return notice ? (
    <Suspense fallback={null}>
      <AuthNotice notice={notice} tone={noticeTone} />
    </Suspense>
  ) : null;
}
