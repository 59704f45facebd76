import { lazy, Suspense } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from '@/components/icons.tsx';
import { Logo } from '@/components/logo.tsx';
import { selectSignedIn, useAuthStore } from '@/features/auth';
import { selectCartCount, useCartStore } from '@/features/cart';
import { useOrderShortcut } from '@/features/orders';
import { useUiStore } from '@/lib/ui-store.ts';
import styles from './header.module.css';
import { MobileMenu, mobileMenuId } from './mobile-menu.tsx';
import { preloadModal } from './site-modals.tsx';
import { NavLinkList } from './nav-link-list.tsx';
import { useBurgerMenu } from './use-burger-menu.ts';

// Shown only after an order is placed: its code loads then, not with every first page.
const OrderShortcut = lazy(() => import('./order-shortcut.tsx'));

export function Header() {
  const menu = useBurgerMenu();
  const cartCount = useCartStore(selectCartCount);
  const signedIn = useAuthStore(selectSignedIn);
  const openModal = useUiStore((state) => state.openModal);
  const orderPlaced = useOrderShortcut();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <AppLink to="/" className={styles.logo} aria-label="humbl — на главную" onClick={menu.close}>
          <Logo />
        </AppLink>

        <nav aria-label="Основная навигация" className={styles.nav}>
          <NavLinkList classes={styles} />
        </nav>

        <div className={styles.actions}>
          {orderPlaced ? (
            <Suspense fallback={null}>
              <OrderShortcut onNavigate={menu.close} />
            </Suspense>
          ) : null}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={signedIn ? 'Личный кабинет: вход выполнен' : 'Личный кабинет'}
            onPointerEnter={() => preloadModal('auth')}
            onFocus={() => preloadModal('auth')}
            onClick={() => {
              menu.close();
              openModal('auth');
            }}
          >
            <UserIcon />
            {signedIn ? <span className={styles.signedIn} /> : null}
          </button>
          <button
            type="button"
            className={styles.iconButton}
            // The name holds the badge's number: what a voice-control user reads on it opens it.
            aria-label={cartCount > 0 ? `Корзина, ${cartCount} шт` : 'Корзина'}
            data-cart-target=""
            onPointerEnter={() => preloadModal('cart')}
            onFocus={() => preloadModal('cart')}
            onClick={() => {
              menu.close();
              openModal('cart');
            }}
          >
            <CartIcon />
            {cartCount > 0 ? (
              <span id="cart-count" className={styles.badge} aria-hidden="true">
                {cartCount}
              </span>
            ) : null}
          </button>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.burger}`}
            aria-label="Меню"
            aria-expanded={menu.open}
            aria-controls={mobileMenuId}
            onClick={menu.toggle}
          >
            {menu.open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {menu.mounted ? <MobileMenu closing={menu.closing} onNavigate={menu.close} /> : null}
    </header>
  );
}
