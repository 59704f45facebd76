import type { Dashboard } from '@shop/shared/admin/dashboard-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf } from '@/test/fetch-stub.ts';
import { renderAdmin } from '../test-fixtures/render-admin.tsx';

beforeAll(() => import('./dashboard-section.tsx'));

// 30 days ending 2026-11-30: nothing on the first, 1000 ₽ × day number on the others, 12 400 ₽ today.
const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  revenue: index === 0 ? 0 : index === 29 ? 12_400 : (index + 1) * 100,
  orders: index === 0 ? 0 : 1,
}));

const dashboard: Dashboard = {
  today: { orders: 7, paid_orders: 5, revenue: 12_400 },
  revenue_30d: days,
  low_stock: [
    { id: 12, name: 'humblbar Кокос', available: 3 },
    { id: 15, name: 'Футболка humbl L', available: 0 },
  ],
  gift_cards: { sold_30d: 14, sold_amount_30d: 42_000, outstanding: 31_500 },
};

describe('dashboard', () => {
  it("shows today's figures, 30 bars named by day and sum, the same as a table, and what runs out", async () => {
    const { fetchMock } = renderAdmin('/admin', {
      'GET /api/admin/dashboard': (init) =>
        bearerOf(init) === 'Bearer A1' ? { body: dashboard } : { status: 401, body: { detail: 'Нет' } },
    });
    const figures = await screen.findByText('Заказов сегодня');
    expect(figures.parentElement).toHaveTextContent('7');
    expect(screen.getByText('Оплачено сегодня').parentElement).toHaveTextContent('5');
    expect(screen.getByText('Выручка сегодня').parentElement).toHaveTextContent('12 400 ₽');

    const chart = screen.getByRole('img', { name: /Выручка по дням за 30 дней/ });
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars).toHaveLength(30);
    expect(bars[0]!.querySelector('title')).toHaveTextContent('1 ноября: 0 ₽, 0 заказов');
    expect(bars[29]!.querySelector('title')).toHaveTextContent('30 ноября: 12 400 ₽, 1 заказ');
    // The best day reaches the top line (20 000 ₽ for a best day of 12 400 ₽): bars are to scale.
    expect(Number(bars[29]!.getAttribute('height'))).toBeCloseTo(62);
    expect(Number(bars[1]!.getAttribute('height'))).toBeCloseTo(1);

    const table = screen.getByRole('table', { name: 'Выручка по дням' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '30 ноября' }).parentElement).toHaveTextContent(
      '30 ноября12 400 ₽1',
    );

    const low = within(screen.getByRole('region', { name: 'Мало на складе' }));
    expect(low.getByRole('link', { name: /humblbar Кокос/ })).toHaveAttribute(
      'href',
      '/admin/catalogue?product=12',
    );
    expect(low.getByRole('link', { name: /humblbar Кокос/ })).toHaveTextContent('свободно 3 шт.');
    expect(low.getByRole('link', { name: /Футболка humbl L/ })).toHaveTextContent('нет свободных');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the gift cards sold in 30 days and what the shop owes on them, with a way to the cards', async () => {
    renderAdmin('/admin', { 'GET /api/admin/dashboard': { body: dashboard } });
    const tile = within(await screen.findByRole('region', { name: 'Подарочные карты' }));
    expect(tile.getByText(/^Продано за 30 дней/)).toHaveTextContent('Продано за 30 дней: 14 шт. на 42 000 ₽');
    expect(tile.getByText(/^Остаток на картах/)).toHaveTextContent(
      'Остаток на картах (обязательства): 31 500 ₽',
    );
    expect(tile.getByRole('link', { name: 'Все подарочные карты' })).toHaveAttribute(
      'href',
      '/admin/gift-cards',
    );
  });

  it('says what failed and loads again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderAdmin('/admin', {
      'GET /api/admin/dashboard': () =>
        calls++ === 0 ? { status: 503, body: { detail: 'База данных недоступна' } } : { body: dashboard },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('База данных недоступна');
    await user.click(screen.getByRole('button', { name: 'Повторить попытку' }));
    expect(await screen.findByText('Заказов сегодня')).toBeInTheDocument();
  });
});
