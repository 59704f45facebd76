import { adminMessages } from '@shop/shared/admin/messages';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { bodyOf } from '@/test/fetch-stub.ts';
import { callsOf, renderAdmin, type FetchMock } from '../test-fixtures/render-admin.tsx';
import { fakeCatalogue } from './test-fixtures/fake-catalogue.ts';

beforeAll(() => import('./catalogue-section.tsx'));
// Whole journeys through the section; the machine may be busy.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

type User = ReturnType<typeof userEvent.setup>;
/** Types a value as a paste (one input event), the way a phone's keyboard suggestion fills a field. */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const sent = (fetchMock: FetchMock, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [String(url), init?.body ? bodyOf(init) : null]);

function wideWindow() {
  const before = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { value: 1440, configurable: true });
  onTestFinished(() => {
    Object.defineProperty(window, 'innerWidth', { value: before, configurable: true });
  });
}

const cardNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

describe('the admin catalogue list', () => {
  it('is a table on a laptop, a band per group: stock, held, free, flags; a switch sends that flag alone', async () => {
    wideWindow();
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/catalogue', fakeCatalogue().answers);
    const table = await screen.findByRole('table', { name: 'Товары' });
    // Bands name the group and its kind, in the shop's order.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .filter((th) => th.getAttribute('scope') === 'colgroup')
        .map((th) => th.textContent),
    ).toEqual([
      'Протеиновые батончики humblbar Батончик',
      'Box humblbar Вкус для своего бокса',
      'Merch футболки Мерч',
    ]);
    // Two products named alike are told apart by their group.
    const row = within(
      within(table)
        .getByRole('rowheader', { name: /^humblbar Кокос ?Протеиновые батончики humblbar$/ })
        .closest('tr')!,
    );
    expect(
      row
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['179\u00a0₽', '40', '35резерв 5']);
    expect(
      within(table).getByRole('rowheader', { name: /^humblbar Кокос ?Box humblbar$/ }),
    ).toBeInTheDocument();
    const popular = row.getByRole('switch', { name: 'Популярный: humblbar Кокос' });
    expect(popular).toHaveAttribute('aria-checked', 'true');

    await user.click(popular);
    expect(await screen.findByText('Сохранено: humblbar Кокос')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([['/api/admin/products/12', { popular: false }]]);
    await waitFor(() => expect(popular).toHaveAttribute('aria-checked', 'false'));
  });

  it('offers to put back a product hidden from the list, and does', async () => {
    wideWindow();
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/catalogue', fakeCatalogue().answers);
    const table = await screen.findByRole('table', { name: 'Товары' });
    const row = within(
      within(table)
        .getByRole('rowheader', { name: /^humblbar Кокос ?Протеиновые батончики humblbar$/ })
        .closest('tr')!,
    );
    await user.click(row.getByRole('switch', { name: 'Активен: humblbar Кокос' }));
    expect(await screen.findByText(/«humblbar Кокос» скрыт/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вернуть в продажу' }));
    expect(await screen.findByText('«humblbar Кокос» снова в продаже.')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([
      ['/api/admin/products/12', { active: false }],
      ['/api/admin/products/12', { active: true }],
    ]);
  });

  it('finds by name, kind and state; the archive lists what left the shop, and restores it hidden', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/catalogue', fakeCatalogue().answers);
    const list = await screen.findByRole('region', { name: 'Товары' });
    expect(cardNames(list)).toEqual([
      'humblbar Кокос',
      'humblbar Фисташка',
      'humblbar Кокос',
      'humblbar Фисташка',
      'Футболка humbl L',
    ]);

    await user.click(screen.getByRole('radio', { name: /Скрытые/ }));
    expect(cardNames(list)).toEqual(['humblbar Фисташка']);
    await user.click(screen.getByRole('radio', { name: /Мало на складе/ }));
    expect(cardNames(list)).toEqual(['Футболка humbl L']);
    await user.click(screen.getByRole('radio', { name: /Все/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Вид товара' }), 'Вкус для своего бокса');
    expect(cardNames(list)).toEqual(['humblbar Кокос', 'humblbar Фисташка']);
    expect(within(list).getByRole('heading', { level: 3 })).toHaveTextContent('Box humblbar');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Вид товара' }), 'Все виды');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию' }), 'КОК');
    expect(cardNames(list)).toEqual(['humblbar Кокос', 'humblbar Кокос']);
    // A search shows parts of groups: no moving there.
    expect(within(list).queryByRole('button', { name: /^Выше/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Порядок в группе меняется/)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Поиск по названию' }));

    await user.click(screen.getByRole('radio', { name: /Архив/ }));
    const archive = screen.getByRole('list', { name: 'Архив' });
    expect(within(archive).getByRole('heading', { name: 'humblbar Старый' })).toBeInTheDocument();
    await user.click(
      within(archive).getByRole('button', {
        name: 'Восстановить: humblbar Старый, Протеиновые батончики humblbar',
      }),
    );
    expect(
      await screen.findByText(
        'Восстановлен: humblbar Старый. Он скрыт — опубликуйте его, когда будете готовы.',
      ),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toEqual([['/api/admin/products/40/restore', null]]);
    expect(await screen.findByText('В архиве пусто')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Скрытые/ }));
    expect(cardNames(screen.getByRole('region', { name: 'Товары' }))).toEqual([
      'humblbar Фисташка',
      'humblbar Старый',
    ]);
  });

  it('moves a product within its group by keyboard: the whole group’s order is sent, focus stays on the move', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/catalogue', fakeCatalogue().answers);
    const box = within(await screen.findByRole('region', { name: 'Box humblbar' }));
    const down = box.getByRole('button', { name: 'Ниже: humblbar Кокос, Box humblbar' });
    expect(box.getByRole('button', { name: 'Выше: humblbar Кокос, Box humblbar' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('humblbar Кокос: 2-е место из 2 в «Box humblbar»')).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT')).toEqual([
      ['/api/admin/product-groups/6/order', { product_ids: [31, 30] }],
    ]);
    expect(cardNames(screen.getByRole('region', { name: 'Box humblbar' }))).toEqual([
      'humblbar Фисташка',
      'humblbar Кокос',
    ]);
    // Now last, its 'Ниже' is off: the focus went to its 'Выше'.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Выше: humblbar Кокос, Box humblbar' })).toHaveFocus(),
    );
  });

  it('archives after a confirmation: the product leaves the list for the archive', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/catalogue', fakeCatalogue().answers);
    await user.click(
      await screen.findByRole('button', { name: 'В архив: Футболка humbl L, Merch футболки' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Убрать «Футболка humbl L» в архив?' }));
    expect(dialog.getByText(/исчезнет из магазина/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'В архив' }));
    expect(await screen.findByText('В архиве: Футболка humbl L')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toEqual([['/api/admin/products/15/archive', null]]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Футболка humbl L' })).not.toBeInTheDocument(),
    );
    // Its row gone, the keyboard is not thrown back to the page's start.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Поиск по названию' })).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: /Архив/ }));
    expect(
      within(screen.getByRole('list', { name: 'Архив' }))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['humblbar Старый', 'Футболка humbl L']);
  });
});

describe('the product editor', () => {
  it('edits the price and sends only {price}; the list shows the new price', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/catalogue', fakeCatalogue().answers);
    await user.click(
      await screen.findByRole('button', {
        name: 'Изменить: humblbar Фисташка, Протеиновые батончики humblbar',
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'humblbar Фисташка' }));
    expect(screen.getByRole('heading', { level: 2, name: 'humblbar Фисташка' })).toHaveFocus();
    const price = form.getByRole('textbox', { name: 'Цена' });
    expect(price).toHaveValue('179');
    expect(form.getByRole('textbox', { name: 'Белки' })).toHaveValue('12,5');
    expect(form.getByRole('textbox', { name: 'Срок годности' })).toHaveValue('9 месяцев');

    await user.clear(price);
    await user.type(price, '0');
    // Hidden: it can stay a draft or be published.
    await user.click(form.getByRole('button', { name: 'Сохранить черновик' }));
    expect(form.getByText('Цена — целое число от 1 до 1 000 000 ₽')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(sent(fetchMock, 'PATCH')).toEqual([]);

    await user.clear(price);
    await user.type(price, '199');
    await user.click(form.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText('Сохранено: humblbar Фисташка')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([['/api/admin/products/13', { price: 199 }]]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const card = screen.getAllByRole('heading', { name: 'humblbar Фисташка' })[0]!.closest('li')!;
    await waitFor(() => expect(card).toHaveTextContent('199 ₽'));
  });

  it('shows the refusal of a stock below what is held by the stock field, opened from the address', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin(
      '/admin/catalogue?product=12',
      fakeCatalogue(undefined, {
        refuse: {
          'PATCH /api/admin/products/12': { status: 409, body: { detail: adminMessages.stockBelowHeld(5) } },
        },
      }).answers,
    );
    const form = within(await screen.findByRole('form', { name: 'humblbar Кокос' }));
    const quantity = form.getByRole('textbox', { name: 'Остаток на складе' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.clear(form.getByRole('textbox', { name: 'Жиры' }));
    await fill(user, form.getByRole('textbox', { name: 'Жиры' }), '7,5');
    // On sale: one button.
    expect(form.queryByRole('button', { name: 'Опубликовать' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    expect(await form.findByText(adminMessages.stockBelowHeld(5))).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(expect.stringContaining(adminMessages.stockBelowHeld(5)));
    expect(sent(fetchMock, 'PATCH')).toEqual([['/api/admin/products/12', { quantity: 3, fat: 7.5 }]]);
    expect(screen.getByRole('form', { name: 'humblbar Кокос' })).toBeInTheDocument();
  });

  it('refuses to empty the food information of a product on sale', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/catalogue?product=30', fakeCatalogue().answers);
    const form = within(await screen.findByRole('form', { name: 'humblbar Кокос' }));
    await user.clear(form.getByRole('textbox', { name: 'Изготовитель' }));
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    expect(form.getByRole('textbox', { name: 'Изготовитель' })).toHaveAccessibleDescription(
      expect.stringContaining('Нужно для публикации'),
    );
    expect(form.getByRole('alert')).toHaveTextContent('Исправьте отмеченные поля');
    expect(sent(fetchMock, 'PATCH')).toEqual([]);
  });

  it('says so for an unknown or archived product', async () => {
    renderAdmin('/admin/catalogue?product=40', fakeCatalogue().answers);
    expect(
      await screen.findByText('Этот товар в архиве: восстановите его, чтобы изменить.'),
    ).toBeInTheDocument();
  });
});

describe('adding a product', () => {
  it('chooses the kind, then publishes a box flavour only with its box and food information', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/catalogue', fakeCatalogue().answers);
    await user.click(await screen.findByRole('link', { name: 'Добавить товар' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Новый товар' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: /Вкус для своего бокса/ }));

    const form = within(await screen.findByRole('form', { name: 'Новый товар: Вкус для своего бокса' }));
    // The shop's usual manufacturer is already there.
    expect(form.getByRole('textbox', { name: 'Изготовитель' })).toHaveValue('ООО «Хамбл», Санкт-Петербург');
    await fill(user, form.getByRole('textbox', { name: 'Название' }), 'humblbar Манго');
    await fill(user, form.getByRole('textbox', { name: 'Цена' }), '189');
    await fill(user, form.getByRole('textbox', { name: 'Остаток на складе' }), '30');
    await user.click(form.getByRole('button', { name: 'Опубликовать' }));
    expect(form.getByRole('combobox', { name: 'Бокс' })).toHaveAccessibleDescription(
      expect.stringContaining('Выберите бокс'),
    );
    expect(form.getByRole('combobox', { name: 'Бокс' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Срок годности' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchMock, 'POST')).toEqual([]);

    await user.selectOptions(form.getByRole('combobox', { name: 'Бокс' }), 'Box humblbar');
    await fill(user, form.getByRole('textbox', { name: 'Состав' }), 'Манго, кешью');
    await fill(user, form.getByRole('textbox', { name: 'Аллергены' }), 'Орехи');
    for (const [name, value] of [
      ['Калории', '350'],
      ['Белки', '18'],
      ['Жиры', '12'],
      ['Углеводы', '40'],
      ['Масса нетто', '45'],
    ]) {
      await fill(user, form.getByRole('textbox', { name }), value!);
    }
    await fill(user, form.getByRole('textbox', { name: 'Срок годности' }), '9 месяцев');
    await fill(user, form.getByRole('textbox', { name: 'Условия хранения' }), 'От +5 до +25 °C');
    await fill(user, form.getByRole('textbox', { name: 'Бокс на 4' }), '179');
    await fill(user, form.getByRole('textbox', { name: 'Бокс на 8' }), '169');
    await fill(user, form.getByRole('textbox', { name: 'Бокс на 12' }), '159');
    await user.click(form.getByRole('button', { name: 'Опубликовать' }));

    expect(await screen.findByText('Опубликовано: humblbar Манго')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toEqual([
      [
        '/api/admin/products',
        {
          kind: 'box_flavour',
          group_id: 6,
          name: 'humblbar Манго',
          price: 189,
          quantity: 30,
          active: true,
          popular: false,
          novelty: false,
          recommended: false,
          description: '',
          composition_1: 'Манго, кешью',
          composition_2: 'Орехи',
          shelf_life: '9 месяцев',
          storage_conditions: 'От +5 до +25 °C',
          manufacturer: 'ООО «Хамбл», Санкт-Петербург',
          calories: 350,
          protein: 18,
          fat: 12,
          carbohydrates: 40,
          weight: 45,
          box_prices: { '4': 179, '8': 169, '12': 159 },
        },
      ],
    ]);
    const box = within(await screen.findByRole('region', { name: 'Box humblbar' }));
    await waitFor(() =>
      expect(box.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toContain('humblbar Манго'),
    );
  });

  it('shows the server’s refusal beside the form and marks the fields it names', async () => {
    const user = userEvent.setup();
    const detail = adminMessages.publishNeedsFood(['срок годности', 'изготовитель']);
    renderAdmin(
      '/admin/catalogue?new=drink',
      fakeCatalogue(undefined, { refuse: { 'POST /api/admin/products': { status: 422, body: { detail } } } })
        .answers,
    );
    const form = within(await screen.findByRole('form', { name: 'Новый товар: Напиток' }));
    await fill(user, form.getByRole('textbox', { name: 'Название' }), 'Морс');
    await fill(user, form.getByRole('textbox', { name: 'Цена' }), '150');
    await fill(user, form.getByRole('textbox', { name: 'Остаток на складе' }), '10');
    await user.click(form.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await form.findByRole('alert')).toHaveTextContent(detail);
    expect(form.getByRole('textbox', { name: 'Срок годности' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: 'Изготовитель' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: 'Состав' })).not.toHaveAttribute('aria-invalid');
  });

  it('makes a merch item by sizes and a gift card by amount and type', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderAdmin('/admin/catalogue?new=merch', fakeCatalogue().answers);
    const form = within(await screen.findByRole('form', { name: 'Новый товар: Мерч' }));
    expect(form.queryByRole('textbox', { name: 'Состав' })).not.toBeInTheDocument();
    await fill(user, form.getByRole('textbox', { name: 'Название' }), 'Худи humbl');
    await fill(user, form.getByRole('textbox', { name: 'Цена' }), '4990');
    await user.click(form.getByRole('checkbox', { name: 'M' }));
    await fill(user, form.getByRole('textbox', { name: 'Остаток M' }), '5');
    await user.click(form.getByRole('checkbox', { name: 'XL' }));
    await fill(user, form.getByRole('textbox', { name: 'Остаток XL' }), '2');
    expect(form.queryByRole('textbox', { name: 'Остаток на складе' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Опубликовано: Худи humbl M')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')[0]![1]).toMatchObject({
      kind: 'merch',
      group_id: 8,
      sizes: [
        { size: 'M', quantity: 5 },
        { size: 'XL', quantity: 2 },
      ],
    });

    await router.navigate('/admin/catalogue?new=gift_card');
    const card = within(await screen.findByRole('form', { name: 'Новый товар: Подарочная карта' }));
    await fill(user, card.getByRole('textbox', { name: 'Название' }), 'Подарочная карта 7 000 ₽');
    await fill(user, card.getByRole('textbox', { name: 'Номинал' }), '7000');
    await fill(user, card.getByRole('textbox', { name: 'Остаток на складе' }), '100');
    expect(card.getByRole('radio', { name: 'Электронная — придёт на e-mail' })).toBeChecked();
    await user.click(card.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText('Черновик сохранён: Подарочная карта 7 000 ₽')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')[1]![1]).toMatchObject({
      kind: 'gift_card',
      price: 7000,
      label: 'Электронная',
      active: false,
    });
    expect(callsOf(fetchMock)).toContain('GET /api/admin/product-groups');
  });
});
