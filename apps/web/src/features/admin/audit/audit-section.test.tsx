import type { AuditEntry } from '@shop/shared/admin/audit-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { renderAdminSection } from '../content/test-fixtures/render-section.tsx';
import AuditSection from './audit-section.tsx';

const entry = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  actor_email: 'boss@example.ru',
  action: 'contacts.update',
  target: 'contacts',
  before: null,
  after: null,
  created_at: '2026-03-12T11:05:00Z',
  ...fields,
});

const newest = [
  entry(103, {
    action: 'product.update',
    target: 'product:12',
    before: { price: 190, quantity: 40, active: true },
    after: { price: 210, quantity: 40, active: false },
  }),
  entry(102, {
    action: 'order.status',
    target: 'order:1042',
    actor_email: 'olga@example.ru',
    before: { status: 'paid' },
    after: { status: 'ready' },
  }),
  entry(101, {
    action: 'support.update',
    target: 'support:back',
    before: { refund_time: '' },
    after: { refund_time: '<script>alert(1)</script>' },
  }),
  entry(100, { action: 'catalog.reindex', target: 'catalog' }),
];

function renderAudit(answer: (query: URLSearchParams) => Answer) {
  const fetchMock = stubFetch({});
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = answer(url.searchParams) as { status?: number; body: unknown };
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
  renderAdminSection(<AuditSection />, '/admin/audit');
  return fetchMock;
}

describe('audit log', () => {
  it('shows each change with time, who, the action in words, the target and its before → after', async () => {
    const user = userEvent.setup();
    renderAudit(() => ({ body: newest }));
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(4);
    const [product, order, support, unknown] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(product).toHaveTextContent('Товар изменён');
    expect(product).toHaveTextContent('Товар #12');
    expect(product).toHaveTextContent('boss@example.ru');
    expect(within(product).getByText(/^12 марта 2026 .*14:05$/)).toBeInTheDocument();
    await user.click(within(product).getByText('Что изменилось (2)'));
    const changes = within(product)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(changes).toEqual(['Цена', 'В продаже']);
    expect(within(product).getByText('190')).toBeInTheDocument();
    expect(within(product).getByText('210')).toBeInTheDocument();
    expect(within(product).getByText('да')).toBeInTheDocument();
    expect(within(product).getByText('нет')).toBeInTheDocument();

    expect(order).toHaveTextContent('Статус заказа');
    expect(order).toHaveTextContent('Заказ №1042');
    expect(order).toHaveTextContent('olga@example.ru');

    expect(support).toHaveTextContent('Тексты поддержки');
    expect(support).toHaveTextContent('Поддержка: Возврат');
    await user.click(within(support).getByText('Что изменилось (1)'));
    expect(within(support).getByRole('term')).toHaveTextContent('Когда вернутся деньги?');
    // An admin-entered text is shown as text.
    expect(within(support).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('li script')).toBeNull();

    // A code the page does not know is shown as it is, with no changes to open.
    expect(unknown).toHaveTextContent('catalog.reindex');
    expect(within(unknown).queryByText(/Что изменилось/)).not.toBeInTheDocument();
  });

  it("names the gift cards' actions and what they changed", async () => {
    const user = userEvent.setup();
    renderAudit(() => ({
      body: [
        entry(105, {
          action: 'giftcard.resend',
          target: 'gift_card:31',
          before: { last4: 'QRST' },
          after: { last4: 'WXYZ', to: 'olga@example.ru' },
        }),
        entry(104, {
          action: 'giftcard.disable',
          target: 'gift_card:31',
          before: { last4: 'QRST', disabled: false },
          after: { disabled: true, reason: 'Код украли' },
        }),
      ],
    }));
    const [resend, disable] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(resend).toHaveTextContent('Письмо с картой отправлено ещё раз');
    expect(resend).toHaveTextContent('Подарочная карта #31');
    await user.click(within(resend).getByText('Что изменилось (2)'));
    expect(
      within(resend)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Последние 4 символа кода', 'Кому']);

    expect(disable).toHaveTextContent('Карта заблокирована');
    await user.click(within(disable).getByText('Что изменилось (3)'));
    expect(
      within(disable)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Последние 4 символа кода', 'Заблокирована', 'Причина']);
  });

  it("loads 50 at a time and 'Показать ещё' asks for the entries before the last one", async () => {
    const user = userEvent.setup();
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        entry(from - index, { action: 'site.status', target: 'site' }),
      );
    const fetchMock = renderAudit((query) => ({
      body: query.get('before') === '151' ? page(150, 3) : page(200, 50),
    }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(50);
    expect(screen.getAllByText('Работа сайта')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(53);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual([
      '/api/admin/audit?limit=50',
      '/api/admin/audit?limit=50&before=151',
    ]);
  });

  it('says so when the log cannot be loaded', async () => {
    renderAudit(() => ({ status: 500, body: {} }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка загрузки журнала');
  });
});
