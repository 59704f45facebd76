// Test helper (imported by tests only): the admin area at a path, signed in as an admin, API stubbed.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storeTokens } from '@/lib/tokens.ts';
import { stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { useAuthStore } from '@/features/auth';
import { anna } from '@/test/fixtures/accounts.ts';
import AdminPage from '../components/admin-page.tsx';

export const boss = { ...anna, email: 'boss@example.ru', is_admin: true };

/** The routes as the app has them (app/router.tsx), with a main page to be sent to. */
export function adminRouter(path: string) {
  return createMemoryRouter(
    [
      { path: '/', element: <h1>Главная</h1> },
      {
        path: '/admin',
        element: <AdminPage />,
        children: [
          { index: true, element: null },
          { path: ':section', element: null },
        ],
      },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
}

export function renderAdmin(path: string, answers: Record<string, Answer> = {}) {
  storeTokens('A1', 'R1');
  useAuthStore.setState({ user: boss, status: 'signed-in' });
  const fetchMock = stubFetch(answers);
  const router = adminRouter(path);
  render(<RouterProvider router={router} />);
  return { fetchMock, router };
}

export type FetchMock = ReturnType<typeof stubFetch>;

/** The calls made so far as 'METHOD /path?query'. */
export const callsOf = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
