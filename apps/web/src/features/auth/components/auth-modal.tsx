import type { VerifyCodeAnswer } from '@shop/shared/accounts/account-api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal.tsx';
import { useAuthStore } from '../model/auth-store.ts';
import { completeSignIn } from '../model/session.ts';
import { authStrings } from '../model/strings.ts';
import { CancelRecoveryStep } from './cancel-recovery-step.tsx';
import { RecoveryFlow } from './recovery-flow.tsx';
import { SignInFlow } from './sign-in-flow.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The auth modal (docs/product/accounts.md#sign-in): e-mail → code → the user menu once signed in;
 * 'Забыли email?' opens the recovery of a lost contact; a ?cancel_recovery= link opens the step that cancels one.
 */
export default function AuthModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const cancelToken = useAuthStore((state) => state.recoveryCancel?.token ?? null);
  const cancelAnswered = useAuthStore((state) => state.recoveryCancel?.answer != null);
  const [mode, setMode] = useState<'sign-in' | 'recover'>('sign-in');

  const signedIn = (answer: VerifyCodeAnswer) => {
    const destination = completeSignIn(answer);
    setMode('sign-in');
    onClose();
    void navigate(destination);
  };

  const close = () => {
    // A cancel answered is done with; one not yet sent stays for when the modal opens again.
    if (cancelAnswered) useAuthStore.setState({ recoveryCancel: null });
    onClose();
  };

  let title: string = authStrings.signInTitle;
  let content = <SignInFlow onSignedIn={signedIn} onForgot={() => setMode('recover')} />;
  if (cancelToken) {
    title = authStrings.cancelTitle;
    content = <CancelRecoveryStep token={cancelToken} onClose={onClose} />;
  } else if (user) {
    title = authStrings.accountTitle;
    content = <UserMenu user={user} onClose={onClose} />;
  } else if (mode === 'recover') {
    title = authStrings.recoverTitle;
    content = <RecoveryFlow onBackToSignIn={() => setMode('sign-in')} />;
  }

  return (
    <Modal open={open} onClose={close} title={title}>
      {content}
    </Modal>
  );
}
