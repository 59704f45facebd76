import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { stubFetch } from '@/test/fetch-stub.ts';
import { bodyOf } from '@/test/fetch-stub.ts';
import { returnsTexts } from './test-fixtures/content-answers.ts';
import { renderContent } from './test-fixtures/render-content.tsx';

const patches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([path, init]) => [String(path), bodyOf(init)]);

const returnsPanel = () => screen.getByRole('tabpanel', { name: 'Возврат' });
const saveReturns = () => within(returnsPanel()).getByRole('button', { name: 'Сохранить «Возврат»' });

async function editRefundTime(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = await within(returnsPanel()).findByRole('textbox', { name: 'Когда вернутся деньги?' });
  await user.clear(field);
  await user.type(field, text);
}

describe('support texts', () => {
  it('shows each answer under its storefront question title and sends only the changed ones', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent({
      'PATCH /api/admin/support_returns': (init) => ({
        body: { ...returnsTexts, ...(bodyOf(init) as object), updated_at: '2026-03-13T09:00:00Z' },
      }),
    });
    const policy = await within(returnsPanel()).findByRole('textbox', { name: 'Условия возврата' });
    expect(policy).toHaveValue(returnsTexts.return_policy);
    expect(
      within(returnsPanel()).getByRole('textbox', { name: 'Что делать, если товар повреждён?' }),
    ).toHaveValue(returnsTexts.damaged_goods);

    await editRefundTime(user, '  В течение 10 рабочих дней.  ');
    await user.click(saveReturns());
    expect(await within(returnsPanel()).findByText('Раздел «Возврат» сохранён')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      ['/api/admin/support_returns', { refund_time: 'В течение 10 рабочих дней.' }],
    ]);
  });

  it('keeps each page in its own tab, with its own save', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent({ 'PATCH /api/admin/support_payments': { body: { updated_at: '' } } });
    await user.click(await screen.findByRole('tab', { name: 'Оплата' }));
    const pay = screen.getByRole('tabpanel', { name: 'Оплата' });
    const field = await within(pay).findByRole('textbox', { name: 'Можно ли изменить заказ после оплаты?' });
    await user.type(field, 'Да, пока заказ не собран.');
    await user.click(within(pay).getByRole('button', { name: 'Сохранить «Оплата»' }));
    await waitFor(() =>
      expect(patches(fetchMock)).toEqual([
        ['/api/admin/support_payments', { change_order: 'Да, пока заказ не собран.' }],
      ]),
    );
  });

  it('treats an answer as plain text, never as HTML', async () => {
    renderContent({
      'GET /api/admin/support_returns/public': { body: { ...returnsTexts, return_policy: '<b>14 дней</b>' } },
    });
    const policy = await within(returnsPanel()).findByRole('textbox', { name: 'Условия возврата' });
    expect(policy).toHaveValue('<b>14 дней</b>');
    expect(document.querySelector('b')).toBeNull();
  });

  it.each([
    [400, 'Не переданы данные для обновления'],
    [401, 'Не передан или недействителен токен'],
    [403, 'Пользователь не является администратором'],
    [500, 'Ошибка обновления раздела Возврат: Internal Server Error'],
  ])('answers a %i with the words of docs/product/admin.md: %s', async (status, message) => {
    const user = userEvent.setup();
    renderContent({
      'PATCH /api/admin/support_returns': { status, body: {} },
      // A refused token is renewed once; the repeated call is refused again.
      'POST /api/auth/refresh': {
        body: { access_token: 'A2', refresh_token: 'R2', token_type: 'bearer', is_admin: true },
      },
    });
    await editRefundTime(user, 'Сразу.');
    await user.click(saveReturns());
    expect(await within(returnsPanel()).findByRole('alert')).toHaveTextContent(message);
  });

  it('adds the server’s explanation to any other failure', async () => {
    const user = userEvent.setup();
    renderContent({
      'PATCH /api/admin/support_returns': { status: 422, body: { detail: 'Неизвестный вопрос раздела' } },
    });
    await editRefundTime(user, 'Сразу.');
    await user.click(saveReturns());
    expect(await within(returnsPanel()).findByRole('alert')).toHaveTextContent(
      'Ошибка обновления раздела Возврат: Unprocessable Entity. Неизвестный вопрос раздела',
    );
  });

  it("says 'Ошибка загрузки данных раздела {name}: {status text}' when a page's texts cannot be loaded", async () => {
    const user = userEvent.setup();
    renderContent({ 'GET /api/admin/support_delivery/public': { status: 502, body: {} } });
    await user.click(await screen.findByRole('tab', { name: 'Доставка' }));
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Доставка' })).findByRole('alert'),
    ).toHaveTextContent('Ошибка загрузки данных раздела Доставка: Bad Gateway');
  });
});
