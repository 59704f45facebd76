import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { CartSync } from '@/features/cart';
import AuthModal from '../components/auth-modal.tsx';

/** The auth modal open over every page (as the shell has it), with the shell's cart sync. */
export function renderAuthModal(path = '/') {
  const onClose = vi.fn();
  const page = (title: string) => <h1>{title}</h1>;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <AuthModal open onClose={onClose} />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: page('Главная') },
          { path: 'personalAccount', element: page('Мой профиль') },
          { path: 'personalAccount/orders', element: page('Заказы') },
          { path: 'admin', element: page('Администрирование') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const { unmount } = render(
    <>
      <RouterProvider router={router} />
      <CartSync />
    </>,
  );
  return { router, onClose, unmount };
}
