import type { User } from '@shop/shared/accounts/account-api';
import type { ReactNode } from 'react';
import { useAuthStore } from '@/features/auth';
import styles from './account.module.css';
import { SignInPrompt } from './sign-in-prompt.tsx';

/** The space a personal-account page's content takes while the session is being checked. */
export function AccountSkeleton({ size = 'card' }: { size?: 'card' | 'form' }) {
  return <div className={`${styles.skeleton} ${styles[size]}`} aria-busy="true" data-loading />;
}

export interface AccountGateProps {
  /** What the page will show once signed in, said under 'Войдите в личный кабинет'. */
  signInText: string;
  children: (user: User) => ReactNode;
  /** Shown while the stored session is being checked (neither the content nor the sign-in prompt yet). */
  pending?: ReactNode;
}

/**
 * The part of a personal-account page that depends on who is there (auth store): the signed-in customer's
 * content, the sign-in prompt for a visitor, a placeholder while the session is being checked.
 */
export function AccountGate({ signInText, children, pending = <AccountSkeleton /> }: AccountGateProps) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  if (status === 'signed-in' && user) return children(user);
  if (status === 'signed-out') return <SignInPrompt text={signInText} />;
  return pending;
}
