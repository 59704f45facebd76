import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearTokens } from '@/lib/tokens.ts';
import type { stubFetch } from '@/test/fetch-stub.ts';
import { bodyOf, type Answer } from '@/test/fetch-stub.ts';
import { savedSlots } from './test-fixtures/content-answers.ts';
import { renderContent } from './test-fixtures/render-content.tsx';

const changes = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([path, init]) => [init?.method, String(path), init?.body ? bodyOf(init) : undefined]);

const slotForm = (label: string) => screen.findByRole('form', { name: `Интервал ${label}` });
const setTimes = (form: HTMLElement, from: string, to: string) => {
  fireEvent.change(within(form).getByLabelText('с'), { target: { value: from } });
  fireEvent.change(within(form).getByLabelText('до'), { target: { value: to } });
};

describe('delivery slots', () => {
  it('lists the slots by time and saves an edited one with PATCH', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent({
      'PATCH /api/admin/delivery-times/1': (init) => ({ body: { id: 1, ...(bodyOf(init) as object) } }),
    });
    const forms = await screen.findAllByRole('form', { name: /^Интервал / });
    expect(forms.map((form) => form.getAttribute('aria-label'))).toEqual([
      'Интервал 12:00–14:00',
      'Интервал 14:00–16:00',
    ]);
    const first = await slotForm('12:00–14:00');
    expect(within(first).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    setTimes(first, '11:00', '13:00');
    await user.click(within(first).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(changes(fetchMock)).toEqual([
        ['PATCH', '/api/admin/delivery-times/1', { time_from: '11:00', time_to: '13:00' }],
      ]),
    );
  });

  it('refuses a slot that ends before it starts or leaves the courier day, as the server would', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent();
    const form = await slotForm('12:00–14:00');
    setTimes(form, '15:00', '13:00');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Время начала должно быть раньше времени окончания')).toBeInTheDocument();
    expect(within(form).getByLabelText('с')).toHaveAttribute('aria-invalid', 'true');

    setTimes(form, '08:00', '10:00');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(
      screen.getByText('Интервал должен быть в пределах курьерского дня: с 09:00 до 22:00'),
    ).toBeInTheDocument();
    expect(changes(fetchMock)).toEqual([]);
  });

  it("shows the server's detail, else 'Ошибка при обновлении времени доставки'", async () => {
    const user = userEvent.setup();
    let answer: Answer = { status: 500, body: {} };
    renderContent({ 'PATCH /api/admin/delivery-times/2': () => answer as never });
    const form = await slotForm('14:00–16:00');
    setTimes(form, '14:30', '16:00');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при обновлении времени доставки');

    answer = { status: 404, body: { detail: 'Интервал доставки не найден' } };
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Интервал доставки не найден'));
  });

  it("says 'Нет токена администратора' and sends nothing without a token", async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent();
    const form = await slotForm('14:00–16:00');
    clearTokens();
    setTimes(form, '14:30', '16:00');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет токена администратора');
    expect(changes(fetchMock)).toEqual([]);
  });

  it('adds a slot with POST and removes one with DELETE after a confirmation', async () => {
    const user = userEvent.setup();
    let slots = [...savedSlots];
    const fetchMock = renderContent({
      'GET /api/admin/delivery-times/public': () => ({ body: slots }),
      'POST /api/admin/delivery-times': (init) => {
        const slot = { id: 3, ...(bodyOf(init) as { time_from: string; time_to: string }) };
        slots = [...slots, slot];
        return { status: 201, body: slot };
      },
      'DELETE /api/admin/delivery-times/2': () => {
        slots = slots.filter((slot) => slot.id !== 2);
        return { body: null };
      },
    });
    const add = await screen.findByRole('form', { name: 'Новый интервал' });
    // Suggested: the two hours after the last slot.
    expect(within(add).getByLabelText('с')).toHaveValue('16:00');
    expect(within(add).getByLabelText('до')).toHaveValue('18:00');
    await user.click(within(add).getByRole('button', { name: 'Добавить интервал' }));
    expect(await slotForm('16:00–18:00')).toBeInTheDocument();
    expect(within(add).getByText('Интервал 16:00–18:00 добавлен')).toBeInTheDocument();

    const doomed = await slotForm('14:00–16:00');
    await user.click(within(doomed).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить интервал 14:00–16:00?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Интервал 14:00–16:00' })).not.toBeInTheDocument(),
    );
    expect(changes(fetchMock)).toEqual([
      ['POST', '/api/admin/delivery-times', { time_from: '16:00', time_to: '18:00' }],
      ['DELETE', '/api/admin/delivery-times/2', undefined],
    ]);
  });

  it('does not offer to remove the last slot', async () => {
    renderContent({ 'GET /api/admin/delivery-times/public': { body: [savedSlots[0]] } });
    const form = await slotForm('14:00–16:00');
    expect(within(form).getByRole('button', { name: 'Удалить' })).toBeDisabled();
  });

  it("says 'Ошибка при получении настроек времени доставки' when the slots cannot be loaded", async () => {
    renderContent({ 'GET /api/admin/delivery-times/public': { status: 503, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ошибка при получении настроек времени доставки',
    );
  });
});
