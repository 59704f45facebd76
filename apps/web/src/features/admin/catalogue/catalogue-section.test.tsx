import { adminMessages } from '@shop/shared/admin/messages';
import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { bodyOf, type Answer } from '@/test/fetch-stub.ts';
import { renderAdmin, type FetchMock } from '../test-fixtures/render-admin.tsx';

beforeAll(() => import('./catalogue-section.tsx'));

const product = (overrides: Partial<AdminProduct> & Pick<AdminProduct, 'id' | 'name'>): AdminProduct => ({
  group: 'Батончики',
  image: null,
  price: 179,
  quantity: 40,
  held: 5,
  active: true,
  popular: false,
  novelty: false,
  recommended: false,
  description: 'Кокос и тёмный шоколад',
  calories: 210,
  protein: 12.5,
  fat: null,
  carbohydrates: null,
  ...overrides,
});

const coconut = product({ id: 12, name: 'humblbar Кокос', popular: true });
const pistachio = product({ id: 13, name: 'humblbar Фисташка', active: false });
const shirt = product({ id: 15, name: 'Футболка humbl L', group: 'Мерч', price: 1990, quantity: 8, held: 2 });

/** A catalogue whose PATCH changes what the list answers next (or answers `patch` when given). */
function catalogue(patch?: Answer) {
  const byId = new Map([coconut, pistachio, shirt].map((entry) => [entry.id, entry]));
  const answers: Record<string, Answer> = {
    'GET /api/admin/products': () => ({ body: [...byId.values()] }),
  };
  for (const id of byId.keys()) {
    answers[`PATCH /api/admin/products/${id}`] =
      patch ??
      ((init) => {
        const saved = { ...byId.get(id)!, ...(bodyOf(init) as Partial<AdminProduct>) };
        byId.set(id, saved);
        return { body: saved };
      });
  }
  return answers;
}

const patches = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => [String(url), bodyOf(init)]);

function wideWindow() {
  const before = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { value: 1440, configurable: true });
  onTestFinished(() => {
    Object.defineProperty(window, 'innerWidth', { value: before, configurable: true });
  });
}

describe('admin catalogue', () => {
  it('lists products as a table on a laptop: stock, held, free, flags; a switch sends that flag alone', async () => {
    wideWindow();
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/catalogue', catalogue());
    const table = await screen.findByRole('table', { name: 'Товары' });
    const row = within(
      within(table)
        .getByRole('rowheader', { name: /humblbar Кокос/ })
        .closest('tr')!,
    );
    // Price, quantity, held, free (quantity − held).
    expect(
      row
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['179\u00a0₽', '40', '5', '35']);
    const popular = row.getByRole('switch', { name: 'Популярный: humblbar Кокос' });
    expect(popular).toHaveAttribute('aria-checked', 'true');

    await user.click(popular);
    expect(await screen.findByText('Сохранено: humblbar Кокос')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([['/api/admin/products/12', { popular: false }]]);
    await waitFor(() => expect(popular).toHaveAttribute('aria-checked', 'false'));
  });

  it('finds by name and filters hidden and low-stock products', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/catalogue', catalogue());
    const list = await screen.findByRole('list', { name: 'Товары' });
    const names = () =>
      within(list)
        .queryAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(names()).toEqual(['humblbar Кокос', 'humblbar Фисташка', 'Футболка humbl L']);

    await user.click(screen.getByRole('radio', { name: /Скрытые/ }));
    expect(names()).toEqual(['humblbar Фисташка']);
    await user.click(screen.getByRole('radio', { name: /Мало на складе/ }));
    expect(names()).toEqual(['Футболка humbl L']);
    await user.click(screen.getByRole('radio', { name: /Все/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию' }), 'КОК');
    expect(names()).toEqual(['humblbar Кокос']);
  });

  it('edits the price and sends only {price}; the list shows the new price', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/catalogue', catalogue());
    await user.click(await screen.findByRole('button', { name: 'Изменить: humblbar Кокос' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'humblbar Кокос' }));
    const price = dialog.getByRole('textbox', { name: 'Цена' });
    expect(price).toHaveValue('179');
    expect(dialog.getByRole('textbox', { name: 'Белки' })).toHaveValue('12,5');

    await user.clear(price);
    await user.type(price, '0');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Цена — целое число от 1 до 1 000 000 ₽')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(patches(fetchMock)).toEqual([]);

    await user.clear(price);
    await user.type(price, '199');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(fetchMock)).toEqual([['/api/admin/products/12', { price: 199 }]]);
    expect(screen.getByText('Сохранено: humblbar Кокос')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'humblbar Кокос' }).closest('li')!;
    await waitFor(() => expect(card).toHaveTextContent('199 ₽'));
  });

  it('shows the refusal of a stock below what is held by the stock field, opened from the address', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin(
      '/admin/catalogue?product=12',
      catalogue({ status: 409, body: { detail: adminMessages.stockBelowHeld(5) } }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'humblbar Кокос' }));
    const quantity = dialog.getByRole('textbox', { name: 'Остаток на складе' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(dialog.getByRole('textbox', { name: 'Жиры' }), '7,5');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));

    expect(await dialog.findByText(adminMessages.stockBelowHeld(5))).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(expect.stringContaining(adminMessages.stockBelowHeld(5)));
    expect(patches(fetchMock)).toEqual([['/api/admin/products/12', { quantity: 3, fat: 7.5 }]]);
    expect(screen.getByRole('dialog', { name: 'humblbar Кокос' })).toBeInTheDocument();
  });
});
