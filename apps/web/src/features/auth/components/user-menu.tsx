import type { User } from '@shop/shared/accounts/account-api';
import { authMessages } from '@shop/shared/accounts/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/button.tsx';
import { ArrowRightIcon } from '@/components/icons.tsx';
import { pluralRu } from '@/lib/format.ts';
import { logout } from '../model/session.ts';
import { authStrings } from '../model/strings.ts';
import styles from './auth-modal.module.css';
import menu from './user-menu.module.css';

const links = [
  { to: '/personalAccount', label: authStrings.profile },
  { to: '/personalAccount/orders', label: authStrings.orders },
  { to: '/personalAccount/cardLoyal', label: authStrings.loyalty },
] as const;

/**
 * The signed-in customer's menu (docs/product/accounts.md#sign-in): who is signed in, the account's pages,
 * log out.
 */
export function UserMenu({ user, onClose }: { user: User; onClose: () => void }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const bonuses = `${user.loyalty_amount} ${pluralRu(user.loyalty_amount, authStrings.bonuses)}`;

  const leave = async () => {
    setLeaving(true);
    setError(null);
    try {
      await logout();
      onClose();
      void navigate('/');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : authMessages.logoutFailed);
      setLeaving(false);
    }
  };

  return (
    <div className={styles.step}>
      <div className={menu.card}>
        <span className={menu.avatar} aria-hidden="true">
          {(user.first_name || user.email).charAt(0)}
        </span>
        <div className={menu.who}>
          <span className={menu.name}>{name || authStrings.greeting}</span>
          <span className={menu.email}>{user.email}</span>
          <span className={menu.level}>
            {user.loyalty_level_name} · {bonuses}
          </span>
        </div>
      </div>
      <nav aria-label={authStrings.accountTitle}>
        <ul className={menu.links}>
          {links.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to} className={menu.link} onClick={onClose}>
                {link.label}
                <ArrowRightIcon />
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={menu.footer}>
        <Button variant="secondary" width="block" disabled={leaving} onClick={() => void leave()}>
          {leaving ? authStrings.loggingOut : authStrings.logout}
        </Button>
        <p className={menu.error} aria-live="polite">
          {error ?? ''}
        </p>
      </div>
    </div>
  );
}
