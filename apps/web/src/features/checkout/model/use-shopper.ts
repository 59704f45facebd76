import type { User } from '@shop/shared/accounts/account-api';
import { LOYALTY_LEVELS, type LoyaltyLevel } from '@shop/shared/rules/loyalty';
import { useAuthStore, useUser } from '@/features/auth';

export interface Shopper {
  /** The signed-in customer, null for a guest (or while the session is being checked). */
  user: User | null;
  /** Bonus balance; a guest has none. */
  balance: number;
  level: LoyaltyLevel;
}

export const levelNamed = (name: string | undefined): LoyaltyLevel =>
  LOYALTY_LEVELS.find((level) => level.name === name) ?? LOYALTY_LEVELS[0]!;

/**
 * Who is ordering. A signed-in customer's balance and level are read afresh from the server (they change
 * with every paid or cancelled order), the shell's copy showing until then.
 */
export function useShopper(): Shopper {
  const stored = useAuthStore((state) => (state.status === 'signed-in' ? state.user : null));
  const fresh = useUser(stored !== null).data;
  const user = stored ? (fresh ?? stored) : null;
  return {
    user,
    balance: user?.loyalty_amount ?? 0,
    level: levelNamed(user?.loyalty_level_name),
  };
}
