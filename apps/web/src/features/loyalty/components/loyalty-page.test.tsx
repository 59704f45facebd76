import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../auth/model/auth-store.ts';
import { anna } from '../../auth/test-fixtures/accounts.ts';
import LoyaltyPage from './loyalty-page.tsx';

function renderLoyalty() {
  const router = createMemoryRouter([{ path: '/personalAccount/cardLoyal', element: <LoyaltyPage /> }], {
    initialEntries: ['/personalAccount/cardLoyal'],
  });
  render(<RouterProvider router={router} />);
}

const card = () => screen.getByRole('region', { name: 'Ваша карта humbl' });

describe('loyalty page', () => {
  it("shows a signed-in customer's level and bonus balance on the card", () => {
    useAuthStore.setState({ user: { ...anna, loyalty_amount: 1290 }, status: 'signed-in' });
    renderLoyalty();
    expect(screen.getByRole('heading', { level: 1, name: 'Карта лояльности' })).toBeInTheDocument();
    expect(within(card()).getByText('Silver')).toBeInTheDocument();
    expect(within(card()).getByText('1 290 ₽')).toBeInTheDocument();
    expect(within(card()).getByText('Анна Петрова')).toBeInTheDocument();
    expect(screen.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();
  });

  it('follows the store: a new level and balance show at once', () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderLoyalty();
    expect(within(card()).getByText('120 ₽')).toBeInTheDocument();
    act(() => useAuthStore.setState({ user: { ...anna, loyalty_level_name: 'Gold', loyalty_amount: 0 } }));
    expect(within(card()).getByText('Gold')).toBeInTheDocument();
    expect(within(card()).getByText('0 ₽')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, with no card', () => {
    useAuthStore.setState({ status: 'signed-out' });
    renderLoyalty();
    expect(screen.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ваша карта humbl' })).not.toBeInTheDocument();
  });

  it('shows neither the card nor the prompt while the session is being checked', () => {
    renderLoyalty();
    expect(screen.queryByRole('region', { name: 'Ваша карта humbl' })).not.toBeInTheDocument();
    expect(screen.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();
  });
});
