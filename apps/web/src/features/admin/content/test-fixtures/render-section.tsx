import type { User } from '@shop/shared/accounts/account-api';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storeTokens } from '@/lib/tokens.ts';
import { useAuthStore } from '@/features/auth';

export const boss: User = {
  first_name: 'Борис',
  last_name: 'Главный',
  phone: '+79990000001',
  phone_verified: false,
  email: 'boss@example.ru',
  loyalty_amount: 0,
  loyalty_level_name: 'Silver',
  is_admin: true,
};

/** Renders an admin section at its address, as a signed-in admin with stored tokens (A1/R1). */
export function renderAdminSection(section: ReactNode, path = '/admin/content') {
  storeTokens('A1', 'R1');
  useAuthStore.setState({ user: boss, status: 'signed-in' });
  const router = createMemoryRouter([{ path, element: section }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}
