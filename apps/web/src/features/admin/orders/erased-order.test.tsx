import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { item, order } from '@/test/fixtures/orders.ts';
import { renderAdmin } from '../test-fixtures/render-admin.tsx';

beforeAll(() => import('./orders-section.tsx'));

/**
 * An order whose customer's personal data was erased (account deleted, consent withdrawn, a guest's old
 * unpaid order: docs/product/personal-data.md#the-shoppers-rights) says so where the name and contacts were.
 */
const erased = order({
  id: 41,
  customer: { first_name: '', last_name: '', phone: '', email: '' },
  personal_data_erased: true,
  items: [
    item({ id: 1, quantity: 2 }),
    item({
      id: 2,
      product_id: 900,
      kind: 'gift_card',
      name: 'Подарочная карта 1000 ₽',
      price: 1000,
      gift_card: { recipient_email: null, sender_name: null, message: null, send_on: null },
    }),
  ],
});

describe('an erased order in the admin list', () => {
  it("says 'Персональные данные удалены' in the row and the details, with no empty contacts", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': { body: { orders: [erased, order({ id: 42 })], total: 2 } },
    });
    const row = await screen.findByRole('button', { name: /Заказ №1041/ });
    expect(row).toHaveTextContent('Персональные данные удалены');
    // No empty contacts line (' · ') where the phone and e-mail were.
    expect(row.textContent).not.toMatch(/15:00\s*·/);
    // An order that was not erased shows its customer as before.
    expect(screen.getByRole('button', { name: /Заказ №1042/ })).toHaveTextContent('Анна Петрова');

    await user.click(row);
    const details = screen.getByRole('region', { name: 'Заказ №1041' });
    const customer = within(details).getByRole('region', { name: 'Покупатель' });
    expect(customer).toHaveTextContent('Персональные данные удалены');
    expect(within(customer).queryByRole('link', { name: /@|\+7/ })).not.toBeInTheDocument();
    expect(customer.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    // The gift card line no longer says where it went, rather than 'сам покупатель'.
    const goods = within(details).getByRole('region', { name: 'Состав заказа' });
    expect(goods).toHaveTextContent('Получательудалён');
    expect(goods).not.toHaveTextContent('сам покупатель');
  });
});
