import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { stubFetch } from '@/test/fetch-stub.ts';
import { bodyOf } from '@/test/fetch-stub.ts';
import { savedDelivery } from './test-fixtures/content-answers.ts';
import { renderContent } from './test-fixtures/render-content.tsx';

const patches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([path, init]) => ({ path: String(path), body: bodyOf(init) }));

const panel = () => screen.getByRole('region', { name: 'Зона доставки и маркетплейсы' });

describe('delivery zone and marketplaces', () => {
  it('widens the zone and adds a marketplace, checking the link first; sends only what changed', async () => {
    const user = userEvent.setup();
    const saved = {
      ...savedDelivery,
      courier_places: ['Санкт-Петербург', 'СПб', 'Пушкин'],
      marketplaces: [
        ...savedDelivery.marketplaces,
        { name: 'Wildberries', url: 'https://www.wildberries.ru/brands/humbl' },
      ],
    };
    const fetchMock = renderContent({ 'PATCH /api/admin/delivery-settings': { body: saved } });
    const places = await within(
      await screen.findByRole('region', { name: 'Зона доставки и маркетплейсы' }),
    ).findByRole('textbox', { name: 'Названия в адресе' });
    expect(places).toHaveValue('Санкт-Петербург, СПб');
    await user.type(places, ', Пушкин');

    await user.click(within(panel()).getByRole('button', { name: 'Добавить маркетплейс' }));
    const second = within(panel()).getByRole('group', { name: 'Маркетплейс 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Название' }), 'Wildberries');
    const link = within(second).getByRole('textbox', { name: 'Ссылка' });
    await user.type(link, 'http://www.wildberries.ru/brands/humbl');
    await user.click(within(panel()).getByRole('button', { name: 'Сохранить доставку' }));
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription('Ссылка должна начинаться с https://');
    expect(patches(fetchMock)).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://www.wildberries.ru/brands/humbl');
    await user.click(within(panel()).getByRole('button', { name: 'Сохранить доставку' }));
    await waitFor(() =>
      expect(within(panel()).getByText('Зона доставки и маркетплейсы сохранены')).toBeInTheDocument(),
    );
    expect(patches(fetchMock)).toEqual([
      {
        path: '/api/admin/delivery-settings',
        body: { courier_places: saved.courier_places, marketplaces: saved.marketplaces },
      },
    ]);
  });

  it('removes a marketplace, and says so when nothing changed', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent({
      'PATCH /api/admin/delivery-settings': { body: { ...savedDelivery, marketplaces: [] } },
    });
    const save = await within(
      await screen.findByRole('region', { name: 'Зона доставки и маркетплейсы' }),
    ).findByRole('button', { name: 'Сохранить доставку' });
    await user.click(save);
    expect(within(panel()).getByText('Изменений нет — всё уже сохранено')).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Убрать маркетплейс Ozon' }));
    expect(within(panel()).queryByRole('group', { name: 'Маркетплейс 1' })).toBeNull();
    await user.click(save);
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]!.body).toEqual({ marketplaces: [] });
  });

  it('refuses an empty zone at its fields', async () => {
    const user = userEvent.setup();
    const fetchMock = renderContent();
    const area = await within(
      await screen.findByRole('region', { name: 'Зона доставки и маркетплейсы' }),
    ).findByRole('textbox', { name: 'Зона доставки курьером' });
    await user.clear(area);
    await user.clear(within(panel()).getByRole('textbox', { name: 'Названия в адресе' }));
    await user.click(within(panel()).getByRole('button', { name: 'Сохранить доставку' }));
    expect(area).toHaveAccessibleDescription(expect.stringContaining('Минимум 2 символа'));
    expect(within(panel()).getByText('Укажите хотя бы один населённый пункт')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([]);
  });
});
