import { lazy, Suspense, useState } from 'react';
import { useUiStore, type SiteModal } from '@/lib/ui-store.ts';

// Modals load on first use (or when the pointer nears their button), keeping them out of first-load JS.
const loaders: Record<SiteModal, () => Promise<unknown>> = {
  auth: () => import('@/features/auth/components/auth-modal.tsx'),
  cart: () => import('@/features/cart/components/cart-modal.tsx'),
};
const AuthModal = lazy(() => import('@/features/auth/components/auth-modal.tsx'));
const CartModal = lazy(() => import('@/features/cart/components/cart-modal.tsx'));

export function preloadModal(modal: SiteModal): void {
  void loaders[modal]();
}

export function SiteModals() {
  const modal = useUiStore((state) => state.modal);
  const closeModal = useUiStore((state) => state.closeModal);
  // A modal stays mounted after its first opening so that it can play its closing animation.
  const [used, setUsed] = useState<ReadonlySet<SiteModal>>(new Set());
  if (modal && !used.has(modal)) setUsed(new Set([...used, modal]));

  return (
    <Suspense fallback={null}>
      {used.has('auth') ? <AuthModal open={modal === 'auth'} onClose={closeModal} /> : null}
      {used.has('cart') ? <CartModal open={modal === 'cart'} onClose={closeModal} /> : null}
    </Suspense>
  );
}
