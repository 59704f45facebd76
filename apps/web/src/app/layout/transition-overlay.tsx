import { Logo } from '@/components/logo.tsx';
import styles from './transition-overlay.module.css';
import type { TransitionPhase } from './use-route-transition.ts';

export function TransitionOverlay({ phase }: { phase: TransitionPhase }) {
  return (
    <div
      className={`${styles.overlay} ${phase === 'in' ? styles.in : ''}`}
      data-route-overlay={phase}
      aria-hidden="true"
    >
      {phase === 'idle' ? null : <Logo className={styles.logo} />}
    </div>
  );
}
