// Test helper (imported by tests only): the profile page of a signed-in customer, with the site's modals.
import type { AccountConsents } from '@shop/shared/legal/legal-api';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SiteModals } from '@/app/layout/site-modals.tsx';
import { storeTokens } from '@/lib/tokens.ts';
import { bearerOf, bodyOf, stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { useAuthStore } from '@/features/auth';
import { anna, emptyCart } from '@/test/fixtures/accounts.ts';
import ProfilePage from '../components/profile-page.tsx';

export function renderProfile(answers: Record<string, Answer> = {}) {
  storeTokens('A1', 'R1');
  useAuthStore.setState({ user: anna, status: 'signed-in' });
  const fetchMock = stubFetch({
    '/api/cart/': { body: emptyCart },
    '/api/boxes/': { body: [] },
    'GET /api/users/user': (init) =>
      bearerOf(init) === 'Bearer A1' ? { body: anna } : { status: 401, body: { detail: 'Нет' } },
    'GET /api/users/consents': { body: annasConsents },
    ...answers,
  });
  renderPage();
  return fetchMock;
}

/** Anna's consents: given at sign-in and with order 1042, not withdrawn; erased 30 days after a withdrawal. */
export const annasConsents: AccountConsents = {
  personal_data: { needed: false, current_version: 1 },
  given: [
    {
      kind: 'offer',
      title: 'Публичная оферта',
      version: 2,
      purpose: 'checkout',
      order_number: 1042,
      at: '2026-11-25T09:00:00Z',
    },
    {
      kind: 'consent',
      title: 'Согласие на обработку персональных данных',
      version: 1,
      purpose: 'sign_in',
      order_number: null,
      at: '2026-11-20T09:00:00Z',
    },
  ],
  withdrawn_at: null,
  erase_after: null,
  retention_days: 30,
};

export function renderPage() {
  const page = (
    <>
      <ProfilePage />
      <SiteModals />
    </>
  );
  const router = createMemoryRouter([{ path: '/personalAccount', element: page }], {
    initialEntries: ['/personalAccount'],
  });
  render(<RouterProvider router={router} />);
}

export const field = (name: string) => screen.getByRole('textbox', { name });
export const save = () => screen.getByRole('button', { name: 'Сохранить' });
export const patches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => bodyOf(init));
