import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub.ts';
import { CartNotice } from '@/features/cart';
import { groupedProducts } from '@/test/fixtures/grouped-products.ts';
import { savedBox } from '../test-fixtures/saved-box.ts';
import CustomBoxPage from './custom-box-page.tsx';

function renderBuilder(path: string, boxes: Record<string, { status?: number; body: unknown }> = {}) {
  const fetchMock = stubFetch({
    '/api/products/grouped': { body: groupedProducts },
    'POST /api/boxes/': { body: savedBox([[501, 8]]) },
    '/api/boxes/': { body: [] },
    '/api/cart/': { body: { items: [], reserved_until: null } },
    ...boxes,
  });
  const router = createMemoryRouter([{ path: '/catalog/customBox', element: <CustomBoxPage /> }], {
    initialEntries: [path],
  });
  render(
    <>
      <RouterProvider router={router} />
      <CartNotice />
    </>,
  );
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

const flavour = (name: string) => screen.getByRole('group', { name });
const plus = (name: string) => within(flavour(name)).getByRole('button', { name: 'Увеличить количество' });
const minus = (name: string) => within(flavour(name)).getByRole('button', { name: 'Уменьшить количество' });

describe('custom box builder', () => {
  it('asks for a product type first', async () => {
    renderBuilder('/catalog/customBox');
    expect(await screen.findByRole('button', { name: 'Box humblbar' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('Пожалуйста, выберите продукт')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить в корзину' })).toBeDisabled();
  });

  it('fills a box of 8 up to its size, then adds it, plays the box animation and starts over', async () => {
    const user = userEvent.setup();
    const fetchMock = renderBuilder('/catalog/customBox');
    await user.click(await screen.findByRole('button', { name: 'Box humblbar' }));
    await user.click(screen.getByRole('button', { name: '8 шт' }));
    expect(screen.getByText('Осталось выбрать: 8 шт')).toBeInTheDocument();
    expect(minus('humblbar Кокос')).toBeDisabled(); // decrement stops at 0

    for (let i = 0; i < 5; i += 1) await user.click(plus('humblbar Кокос'));
    for (let i = 0; i < 2; i += 1) await user.click(plus('humblbar Фисташка'));
    expect(screen.getByText('Осталось выбрать: 1 шт')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Добавить в корзину' });
    expect(add).toBeDisabled(); // only a full box can go

    await user.click(plus('humblbar Фисташка'));
    expect(screen.getByText('Бокс собран — можно добавлять')).toBeInTheDocument();
    // Full: no flavour can grow any more, each can still shrink.
    expect(plus('humblbar Кокос')).toBeDisabled();
    expect(plus('humblbar Фисташка')).toBeDisabled();
    expect(minus('humblbar Фисташка')).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Бокс humblbar 8' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Бокс на 8 вкусов' }).children).toHaveLength(2); // 2 rows of 4
    expect(within(screen.getByRole('complementary')).getByText('1 272 ₽')).toBeInTheDocument(); // 8 × 159

    await user.click(add);
    expect(sentBody(fetchMock, 'POST')).toMatchObject({
      box_type: 'box8',
      items: [
        { product_id: 501, quantity: 5 },
        { product_id: 502, quantity: 3 },
      ],
    });
    expect(await screen.findByText('Бокс в корзине!')).toBeInTheDocument();
    expect(document.querySelector('[data-box-animation="closing"]')).not.toBeNull();
    // After the 1400 ms animation the builder is empty again, type and size kept.
    await waitFor(() => expect(screen.getByText('Осталось выбрать: 8 шт')).toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByRole('button', { name: 'Box humblbar' })).toHaveAttribute('aria-pressed', 'true');
    // An empty box shows no price until a flavour goes in.
    const summary = within(screen.getByRole('complementary'));
    expect(summary.queryByText(/₽/)).not.toBeInTheDocument();
    await user.click(plus('humblbar Кокос'));
    expect(summary.getAllByText(/₽/).length).toBeGreaterThan(0);
  });

  it('shows the server’s message when the box cannot be added', async () => {
    const user = userEvent.setup();
    renderBuilder('/catalog/customBox?product=box-6', {
      'POST /api/boxes/': {
        status: 409,
        body: { detail: 'Недостаточно товара «humblbar Кокос»: можно добавить ещё 2 шт.' },
      },
    });
    for (let i = 0; i < 4; i += 1) await user.click(await waitFor(() => plus('humblbar Кокос')));
    await user.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Недостаточно товара «humblbar Кокос»: можно добавить ещё 2 шт.',
    );
    expect(screen.getByText('Бокс собран — можно добавлять')).toBeInTheDocument(); // nothing chosen is lost
  });

  it('edits a basket box: product locked, flavours preloaded, "Изменить бокс" saves the change', async () => {
    const user = userEvent.setup();
    const fetchMock = renderBuilder('/catalog/customBox?edit=9', {
      '/api/boxes/9': {
        body: savedBox([
          [501, 5],
          [502, 3],
        ]),
      },
      'PUT /api/boxes/9/items': {
        body: savedBox([
          [501, 3],
          [502, 5],
        ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Изменить бокс' })).toBeInTheDocument();
    const product = await screen.findByRole('button', { name: 'Box humblbar' });
    expect(product).toBeDisabled();
    expect(product).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(flavour('humblbar Кокос')).getByRole('status')).toHaveTextContent('5'));
    expect(screen.queryByRole('group', { name: 'Размер бокса' })).not.toBeInTheDocument();

    await user.click(minus('humblbar Кокос'));
    await user.click(minus('humblbar Кокос'));
    await user.click(plus('humblbar Фисташка'));
    await user.click(plus('humblbar Фисташка'));
    vi.mocked(fetch).mockClear();
    await user.click(screen.getByRole('button', { name: 'Изменить бокс' }));
    expect(sentBody(fetchMock, 'PUT')).toMatchObject({
      items: [
        { product_id: 501, quantity: 3 },
        { product_id: 502, quantity: 5 },
      ],
    });
    expect(await screen.findByText('Бокс успешно обновлен!')).toBeInTheDocument();
  });

  it('says so when the box to edit cannot be loaded', async () => {
    renderBuilder('/catalog/customBox?edit=404', {
      '/api/boxes/404': { status: 404, body: { detail: 'Такого бокса нет в корзине' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Такого бокса нет в корзине');
  });
});
