import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { stubFetch } from '@/test/fetch-stub.ts';
import { bodyOf, type Answer } from '@/test/fetch-stub.ts';
import { useSiteStatusStore } from '@/features/shell';
import { savedContacts } from './test-fixtures/content-answers.ts';
import { renderContent } from './test-fixtures/render-content.tsx';

const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([path, init]) => ({ path: String(path), body: init?.body ? bodyOf(init) : undefined }));

const contactsPanel = () => screen.getByRole('region', { name: 'Контакты' });

describe('site switch', () => {
  it('asks before switching the site off, then tells the shell at once', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent({
      'PATCH /api/admin/site-status': { body: { is_active: false, updated_at: '2026-03-12T12:00:00Z' } },
    });
    const toggle = await screen.findByRole('switch', { name: 'Сайт открыт для покупателей' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Сайт работает')).toBeInTheDocument();
    expect(screen.getByText(/Изменено 12 марта 2026/)).toBeInTheDocument();

    await user.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'Выключить сайт?' });
    expect(dialog).toHaveTextContent('Покупатели увидят страницу «Сайт временно не работает»');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(sent(fetchMock, 'PATCH')).toEqual([]);

    await user.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Выключить сайт?' });
    await user.click(within(dialog).getByRole('button', { name: 'Выключить сайт' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent(fetchMock, 'PATCH')).toEqual([
      { path: '/api/admin/site-status', body: { is_active: false } },
    ]);
    expect(screen.getByText('Сайт выключен')).toBeInTheDocument();
    expect(useSiteStatusStore.getState()).toEqual({ state: 'loaded', isActive: false });
  });

  it('switches the site back on without asking', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent({
      'GET /api/admin/site-status/public': { body: { is_active: false, updated_at: '2026-03-12T11:05:00Z' } },
      'PATCH /api/admin/site-status': { body: { is_active: true, updated_at: '2026-03-12T12:00:00Z' } },
    });
    const toggle = await screen.findByRole('switch', { name: 'Сайт открыт для покупателей' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([{ path: '/api/admin/site-status', body: { is_active: true } }]);
    expect(await screen.findByText('Сайт снова открыт для покупателей')).toBeInTheDocument();
  });
});

describe('contacts', () => {
  it('sends only the changed, trimmed fields', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent({
      'PATCH /api/admin/contacts_info': (init) => ({
        body: { ...savedContacts, ...(bodyOf(init) as object) },
      }),
    });
    const panel = contactsPanel();
    const phone = await within(panel).findByRole('textbox', { name: 'Телефон' });
    expect(phone).toHaveValue(savedContacts.phone);

    await user.click(within(panel).getByRole('button', { name: 'Сохранить контакты' }));
    expect(await within(panel).findByText('Изменений нет — всё уже сохранено')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([]);

    await user.clear(phone);
    await user.type(phone, ' +7 999 111-22-33 ');
    await user.clear(within(panel).getByRole('textbox', { name: 'Группа ВКонтакте' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Группа ВКонтакте' }), 'https://vk.com/humbl');
    await user.click(within(panel).getByRole('button', { name: 'Сохранить контакты' }));

    expect(await within(panel).findByText('Контакты сохранены')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([
      { path: '/api/admin/contacts_info', body: { phone: '+7 999 111-22-33' } },
    ]);
  });

  it('checks the fields as the server does and sends nothing invalid', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent();
    const panel = contactsPanel();
    const email = await within(panel).findByRole('textbox', { name: 'Почта для покупателей' });
    await user.clear(email);
    await user.type(email, 'hello@');
    await user.tab();
    expect(within(panel).getByText('Некорректный email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    const link = within(panel).getByRole('textbox', { name: 'Канал в Telegram' });
    await user.clear(link);
    await user.type(link, 'http://t.me/humbl');
    await user.click(within(panel).getByRole('button', { name: 'Сохранить контакты' }));
    expect(within(panel).getByText('Ссылка должна начинаться с https://')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([]);
  });

  it("says 'Ошибка обновления контактов' when the server gives no detail, else the detail", async () => {
    const user = userEvent.setup();
    let answer: Answer = { status: 500, body: {} };
    renderContent({ 'PATCH /api/admin/contacts_info': () => answer as never });
    const panel = contactsPanel();
    const phone = await within(panel).findByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '9');
    await user.click(within(panel).getByRole('button', { name: 'Сохранить контакты' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Ошибка обновления контактов');

    answer = { status: 403, body: { detail: 'Пользователь не является администратором' } };
    await user.click(within(panel).getByRole('button', { name: 'Сохранить контакты' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent('Пользователь не является администратором'),
    );
  });

  it("says 'Ошибка загрузки контактов' when they cannot be loaded", async () => {
    renderContent({ 'GET /api/admin/contacts_info/public': { status: 500, body: {} } });
    expect(await within(contactsPanel()).findByRole('alert')).toHaveTextContent('Ошибка загрузки контактов');
  });
});
