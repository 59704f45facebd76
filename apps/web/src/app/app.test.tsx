import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteStatusStore } from '@/features/shell';
import { stubFetch } from '@/test/fetch-stub.ts';
import { AppFrame } from './app.tsx';
import { AppRoutes } from './router.tsx';

const siteStatusPath = '/api/admin/site-status/public';

function renderApp(path = '/') {
  return render(
    <AppFrame>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppFrame>,
  );
}

afterEach(() => {
  useSiteStatusStore.setState({ state: 'not_loaded', isActive: true });
});

describe('site status', () => {
  it('shows only the maintenance view when the site is switched off', async () => {
    stubFetch({ [siteStatusPath]: { body: { is_active: false, updated_at: '2025-01-01T00:00:00Z' } } });
    renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Сайт временно не работает' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/мы уже исправляем проблему/)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(useSiteStatusStore.getState()).toEqual({ state: 'loaded', isActive: false });
  });

  it('shows the shop when the status cannot be loaded, and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ [siteStatusPath]: new Error('offline') });
    renderApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Сладкое, которое/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledWith('Ошибка получения состояния сайта', expect.anything());
      expect(useSiteStatusStore.getState()).toEqual({ state: 'loaded', isActive: true });
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText('Сайт временно не работает')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('shows the shop when the site is active', async () => {
    stubFetch({ [siteStatusPath]: { body: { is_active: true, updated_at: '2025-01-01T00:00:00Z' } } });
    renderApp('/contacts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Контакты' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('routes', () => {
  it('answers an unknown path with the 404 page and a way home', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderApp('/does-not-exist');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Страница не найдена' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'На главную' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Сладкое, которое/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('opens the empty cart and leads to the catalogue', async () => {
    stubFetch({ '/api/products/grouped': { body: { unexpected: 'not an array' } } });
    const user = userEvent.setup();
    renderApp('/contacts');
    await screen.findByRole('heading', { level: 1, name: 'Контакты' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Корзина' }));
    const dialog = await screen.findByRole('dialog', { name: 'Корзина' }, { timeout: 3000 });
    expect(within(dialog).getByText('Ваша корзина пуста, добавьте товары')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Перейти в каталог' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Каталог' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('В этой категории пока нет товаров — загляните в другие.'),
    ).toBeInTheDocument();
  });
});
