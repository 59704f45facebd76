import type { LoyaltyLevelName } from '@shop/shared/rules/loyalty';
import { Logo } from '@/components/logo.tsx';
import { formatPrice } from '@/lib/format.ts';
import { loyaltyStrings } from '../model/strings.ts';
import styles from './loyalty-card.module.css';

const levelLook = { Silver: styles.silver, Gold: styles.gold, Platinum: styles.platinum };

export interface LoyaltyCardProps {
  owner: string;
  level: LoyaltyLevelName;
  /** Bonuses (1 bonus = 1 ₽). */
  balance: number;
}

/** The customer's card: level and bonus balance, with the owner's name. */
export function LoyaltyCard({ owner, level, balance }: LoyaltyCardProps) {
  return (
    <section className={`${styles.card} ${levelLook[level]}`} aria-label={loyaltyStrings.cardLabel}>
      <Logo className={styles.logo} />
      <dl className={`${styles.fact} ${styles.level}`}>
        <dt>{loyaltyStrings.level}</dt>
        <dd>{level}</dd>
      </dl>
      <dl className={`${styles.fact} ${styles.balance}`}>
        <dt>{loyaltyStrings.balance}</dt>
        <dd>{formatPrice(balance)}</dd>
      </dl>
      <p className={styles.owner}>{owner}</p>
    </section>
  );
}
