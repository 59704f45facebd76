import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import { LOYALTY_LEVELS } from '@shop/shared/rules/loyalty';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '@/lib/tokens.ts';
import { stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { useAuthStore } from '@/features/auth';
import { anna } from '@/test/fixtures/accounts.ts';
import LoyaltyPage from './loyalty-page.tsx';

const goldCard: LoyaltyCard = {
  balance: 1290,
  level: 'Gold',
  paid_total: 32_500,
  history: [
    {
      id: 3,
      kind: 'spent',
      amount: -254,
      order_id: 8,
      order_number: '1008',
      created_at: '2026-11-21T10:00:00Z',
    },
    {
      id: 2,
      kind: 'cash_back',
      amount: 86,
      order_id: 7,
      order_number: '1007',
      created_at: '2026-11-20T10:00:00Z',
    },
    {
      id: 1,
      kind: 'returned',
      amount: 100,
      order_id: 6,
      order_number: '1006',
      created_at: '2026-11-19T10:00:00Z',
    },
    {
      id: 0,
      kind: 'cash_back_reversed',
      amount: -40,
      order_id: 5,
      order_number: '1005',
      created_at: '2026-11-18T10:00:00Z',
    },
  ],
  next_cursor: null,
};

function renderLoyalty(answer: Answer = { body: goldCard }, more: Record<string, Answer> = {}) {
  storeTokens('A1', 'R1');
  const fetchMock = stubFetch({ 'GET /api/loyalty/': answer, ...more });
  const router = createMemoryRouter([{ path: '/personalAccount/cardLoyal', element: <LoyaltyPage /> }], {
    initialEntries: ['/personalAccount/cardLoyal'],
  });
  render(<RouterProvider router={router} />);
  return fetchMock;
}

const card = () => screen.getByRole('region', { name: 'Ваша карта humbl' });
/** Text with plain spaces (figures keep theirs non-breaking). */
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('loyalty page', () => {
  it("shows the customer's card from the loyalty API, after the figures the shell had", async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderLoyalty();
    expect(screen.getByRole('heading', { level: 1, name: 'Карта лояльности' })).toBeInTheDocument();
    // The shell's figures at once…
    expect(within(card()).getByText('Silver')).toBeInTheDocument();
    expect(within(card()).getByText('120 ₽')).toBeInTheDocument();
    // …then the card's own.
    expect(await within(card()).findByText('Gold')).toBeInTheDocument();
    expect(within(card()).getByText('1 290 ₽')).toBeInTheDocument();
    expect(within(card()).getByText('Анна Петрова')).toBeInTheDocument();
    expect(screen.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();
  });

  it('shows the progress over the levels and what is left to the next one', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderLoyalty();
    const bar = await screen.findByRole('progressbar', { name: 'Сумма оплаченных заказов' });
    expect(bar).toHaveAttribute('aria-valuenow', '32500');
    expect(bar).toHaveAttribute('aria-valuemax', '100000');
    expect(bar.getAttribute('aria-valuetext')?.replace(/\u00a0/g, ' ')).toBe(
      '32 500 ₽ из 50 000 ₽ до уровня Platinum',
    );
    // Gold runs from 15 000 to 50 000 on the bar's middle third: 32 500 is half way, so half the bar.
    expect((bar.querySelector('[style]') as HTMLElement).style.getPropertyValue('--fill')).toBe('50%');
    const progress = screen.getByRole('region', { name: 'Прогресс уровня' });
    expect(text(progress)).toContain('Оплачено заказов на 32 500 ₽');
    expect(text(progress)).toContain('До Platinum осталось 17 500 ₽');
  });

  it('says the top level is reached', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderLoyalty({ body: { ...goldCard, level: 'Platinum', paid_total: 120_000 } });
    expect(await screen.findByText('У вас высший уровень — Platinum')).toBeInTheDocument();
  });

  it('explains every level with the figures of the levels table', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderLoyalty();
    const explanation = screen.getByRole('region', { name: 'Как это работает' });
    for (const [index, level] of LOYALTY_LEVELS.entries()) {
      const item = within(explanation).getByRole('listitem', { name: level.name });
      const next = LOYALTY_LEVELS[index + 1];
      const range = next
        ? `от ${level.from.toLocaleString('ru-RU')} ₽ до ${next.from.toLocaleString('ru-RU')} ₽`
        : `от ${level.from.toLocaleString('ru-RU')} ₽`;
      expect(text(item)).toContain(`${range} оплаченных заказов`.replace(/\u00a0/g, ' '));
      expect(text(item)).toContain(`Кешбэк ${Math.round(level.cashBack * 100)} % бонусами`);
      expect(text(item)).toContain(
        `Бонусами можно оплатить до ${Math.round(level.maxBonusShare * 100)} % стоимости товаров`,
      );
    }
    expect(within(explanation).getByText('1 бонус = 1 ₽.')).toBeInTheDocument();
    expect(within(explanation).getByText('Бонусы не сгорают.')).toBeInTheDocument();
    expect(within(explanation).getByText(/считает только оплаченные заказы/)).toBeInTheDocument();
    // The customer's level is marked once the card has answered.
    const gold = within(explanation).getByRole('listitem', { name: 'Gold' });
    expect(await within(gold).findByText('Ваш уровень')).toBeInTheDocument();
  });

  it('lists the bonus history in words, signed, with the order and the date', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderLoyalty();
    const history = await screen.findByRole('region', { name: 'История бонусов' });
    const entries = within(history).getAllByRole('listitem').map(text);
    expect(entries).toEqual([
      'СписаноЗаказ №1008 · 21 ноября 2026 г.−254',
      'Начислено за заказЗаказ №1007 · 20 ноября 2026 г.+86',
      'ВозвращеноЗаказ №1006 · 19 ноября 2026 г.+100',
      'Отменено начислениеЗаказ №1005 · 18 ноября 2026 г.−40',
    ]);
  });

  it('loads the older movements with the cursor of the page before, and says how many came', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const [newest, ...older] = goldCard.history;
    const fetchMock = renderLoyalty(
      { body: { ...goldCard, history: [newest], next_cursor: 'Yi4xLjM' } },
      { 'GET /api/loyalty/?cursor=Yi4xLjM': { body: { ...goldCard, history: older, next_cursor: null } } },
    );
    const history = await screen.findByRole('region', { name: 'История бонусов' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(history).getByRole('button', { name: 'Показать ещё' }));
    expect(await within(history).findByText('Загружено ещё: 3. Всего показано: 4')).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem').map(text)).toEqual([
      'СписаноЗаказ №1008 · 21 ноября 2026 г.−254',
      'Начислено за заказЗаказ №1007 · 20 ноября 2026 г.+86',
      'ВозвращеноЗаказ №1006 · 19 ноября 2026 г.+100',
      'Отменено начислениеЗаказ №1005 · 18 ноября 2026 г.−40',
    ]);
    expect(within(history).queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual([
      '/api/loyalty/',
      '/api/loyalty/?cursor=Yi4xLjM',
    ]);
  });

  it('asks a signed-out visitor to sign in, with no card, and still explains the levels', () => {
    useAuthStore.setState({ status: 'signed-out' });
    renderLoyalty();
    expect(screen.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ваша карта humbl' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Как это работает' })).toBeInTheDocument();
  });

  it('shows neither the card nor the prompt while the session is being checked', () => {
    renderLoyalty();
    expect(screen.queryByRole('region', { name: 'Ваша карта humbl' })).not.toBeInTheDocument();
    expect(screen.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();
  });

  it('says so when the card cannot be loaded, keeping the shell’s figures', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderLoyalty({ status: 500, body: { detail: 'Internal Server Error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(within(card()).getByText('120 ₽')).toBeInTheDocument();
    act(() => useAuthStore.setState({ user: { ...anna, loyalty_amount: 0 } }));
    expect(within(card()).getByText('0 ₽')).toBeInTheDocument();
  });
});
