import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { renderAdminSection } from '../content/test-fixtures/render-section.tsx';
import AdminsSection from './admins-section.tsx';

const boss = { id: 1, email: 'boss@example.ru', first_name: 'Борис', last_name: 'Главный', from_env: true };
const olga = { id: 2, email: 'olga@example.ru', first_name: 'Ольга', last_name: '', from_env: false };

function renderAdmins(answers: Record<string, Answer> = {}) {
  const fetchMock = stubFetch({ 'GET /api/admin/admins': { body: [boss, olga] }, ...answers });
  renderAdminSection(<AdminsSection />, '/admin/admins');
  return fetchMock;
}

const row = (email: string) => screen.findByRole('listitem', { name: email });
const removeButton = (email: string) => screen.getByRole('button', { name: `Снять права: ${email}` });

describe('admins', () => {
  it('lists the admins with their names, marks those of ADMIN_EMAILS and does not offer to remove them', async () => {
    renderAdmins();
    const first = await row('boss@example.ru');
    expect(within(first).getByText('из ADMIN_EMAILS')).toBeInTheDocument();
    expect(within(first).getByText('Вы')).toBeInTheDocument();
    expect(within(first).getByText('Борис Главный')).toBeInTheDocument();
    expect(removeButton('boss@example.ru')).toBeDisabled();

    const second = await row('olga@example.ru');
    expect(within(second).queryByText('из ADMIN_EMAILS')).not.toBeInTheDocument();
    expect(removeButton('olga@example.ru')).toBeEnabled();
  });

  it('does not offer to remove the last admin', async () => {
    renderAdmins({ 'GET /api/admin/admins': { body: [olga] } });
    await row('olga@example.ru');
    expect(removeButton('olga@example.ru')).toBeDisabled();
    expect(screen.getByText('Последнего администратора снять нельзя')).toBeInTheDocument();
  });

  it('adds an admin by e-mail', async () => {
    const user = userEvent.setup();
    let admins = [boss, olga];
    const ivan = { id: 3, email: 'ivan@example.ru', first_name: '', last_name: '', from_env: false };
    const fetchMock = renderAdmins({
      'GET /api/admin/admins': () => ({ body: admins }),
      'POST /api/admin/admins': () => {
        admins = [...admins, ivan];
        return { status: 201, body: ivan };
      },
    });
    await row('olga@example.ru');
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(field, 'ivan@');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(screen.getByText('Некорректный email')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, ' Ivan@Example.ru ');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('ivan@example.ru теперь администратор')).toBeInTheDocument();
    expect(await row('ivan@example.ru')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([path, init]) => [String(path), bodyOf(init)])).toEqual([
      ['/api/admin/admins', { email: 'ivan@example.ru' }],
    ]);
  });

  it("removes an admin after a confirmation, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    let answer: Answer = { status: 409, body: { detail: 'Нельзя снять права с последнего администратора' } };
    const fetchMock = renderAdmins({ 'DELETE /api/admin/admins/2': () => answer as never });
    await row('olga@example.ru');
    await user.click(removeButton('olga@example.ru'));
    const dialog = await screen.findByRole('dialog', { name: 'Снять права администратора?' });
    expect(dialog).toHaveTextContent('olga@example.ru больше не сможет открывать раздел администрирования');
    await user.click(within(dialog).getByRole('button', { name: 'Снять права' }));
    expect(await within(await row('olga@example.ru')).findByRole('alert')).toHaveTextContent(
      'Нельзя снять права с последнего администратора',
    );

    answer = { body: null };
    await user.click(removeButton('olga@example.ru'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Снять права администратора?' })).getByRole('button', {
        name: 'Снять права',
      }),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(2),
    );
  });
});
