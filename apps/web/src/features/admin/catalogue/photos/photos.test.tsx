import type { ProductPhoto } from '@shop/shared/catalog/admin-product-api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf } from '@/test/fetch-stub.ts';
import { FakeXhr, installFakeXhr, lastUpload } from '@/features/admin/videos/test-fixtures/fake-xhr.ts';
import { renderAdmin, type FetchMock } from '@/features/admin/test-fixtures/render-admin.tsx';
import {
  adminProduct,
  coconut,
  fakeCatalogue,
  photo,
  type FakeCatalogue,
} from '../test-fixtures/fake-catalogue.ts';

beforeAll(() => import('../catalogue-section.tsx'));
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  installFakeXhr();
  // jsdom has no object URLs: a chosen file's preview gets a made-up one.
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:preview-${(n += 1)}`),
      revokeObjectURL: vi.fn(),
    }),
  );
});

const jpeg = (name = 'IMG_2041.jpg') => new File(['\xff\xd8\xff\xe0jpeg'], name, { type: 'image/jpeg' });

const sent = (fetchMock: FetchMock, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [String(url), init?.body ? bodyOf(init) : null]);

/** A bar with two photos, its editor open; the fake answers the photo calls. */
function editorWithPhotos() {
  const fake = fakeCatalogue([
    { ...coconut, photos: [photo(1, 'Батончик целиком'), photo(2, 'Батончик в разрезе')] },
  ]);
  fake.answers['PATCH /api/admin/products/12/photos/2'] = (init) => {
    const product = fake.products.get(12)!;
    const { alt } = bodyOf(init) as { alt: string };
    product.photos = product.photos.map((entry) => (entry.id === 2 ? { ...entry, alt } : entry));
    return { body: product.photos[1] };
  };
  fake.answers['DELETE /api/admin/products/12/photos/2'] = () => {
    const product = fake.products.get(12)!;
    product.photos = product.photos.filter((entry) => entry.id !== 2);
    return { body: null };
  };
  const { fetchMock } = renderAdmin('/admin/catalogue?product=12', fake.answers);
  return { fake, fetchMock };
}

const photoList = () => screen.findByRole('list', { name: 'Фото товара' });
const rowsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');

/** The server keeps an uploaded photo: the product's next read lists it. */
function serverKeeps(fake: FakeCatalogue, productId: number, kept: ProductPhoto) {
  const product = fake.products.get(productId)!;
  product.photos = [...product.photos, kept];
}

describe('the photos of a product', () => {
  it('shows each photo by its smallest WebP or JPEG, main first; another becomes main, and moves by keyboard', async () => {
    const user = userEvent.setup();
    const { fetchMock } = editorWithPhotos();
    const list = await photoList();
    const [first, second] = rowsOf(list);
    expect(first).toHaveTextContent('Фото 1Главное');
    expect(first!.querySelector('source')).toHaveAttribute('srcset', `${photo(1, '').base}-320.webp`);
    expect(first!.querySelector('img')).toHaveAttribute('src', `${photo(1, '').base}-320.jpg`);
    expect(within(first!).getByRole('textbox', { name: 'Что на фото' })).toHaveValue('Батончик целиком');
    expect(within(first!).getByRole('button', { name: 'Выше: фото 1' })).toBeDisabled();

    await user.click(within(second!).getByRole('button', { name: 'Сделать главной: фото 2' }));
    expect(await screen.findByText('Порядок фото сохранён')).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT')).toEqual([['/api/admin/products/12/photos/order', { photo_ids: [2, 1] }]]);
    await waitFor(() =>
      expect(within(rowsOf(list)[0]!).getByRole('textbox', { name: 'Что на фото' })).toHaveValue(
        'Батончик в разрезе',
      ),
    );

    const down = within(rowsOf(list)[0]!).getByRole('button', { name: 'Ниже: фото 1' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent(fetchMock, 'PUT')).toHaveLength(2));
    expect(sent(fetchMock, 'PUT')[1]).toEqual(['/api/admin/products/12/photos/order', { photo_ids: [1, 2] }]);
    // The moved photo's buttons keep the keyboard: now last, its 'Выше' has the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Выше: фото 2' })).toHaveFocus());
  });

  it('saves an alt text by its own button (never empty) and deletes a photo after asking', async () => {
    const user = userEvent.setup();
    const { fetchMock } = editorWithPhotos();
    const second = rowsOf(await photoList())[1]!;
    const alt = within(second).getByRole('textbox', { name: 'Что на фото' });
    await user.clear(alt);
    await user.click(within(second).getByRole('button', { name: 'Сохранить подпись' }));
    expect(alt).toHaveAccessibleDescription(expect.stringContaining('Опишите, что на фото'));
    expect(sent(fetchMock, 'PATCH')).toEqual([]);
    await user.type(alt, 'Кокос крупным планом');
    await user.click(within(second).getByRole('button', { name: 'Сохранить подпись' }));
    expect(await screen.findByText('Подпись сохранена')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([
      ['/api/admin/products/12/photos/2', { alt: 'Кокос крупным планом' }],
    ]);
    // Saving the photo's text does not send the product's form.
    expect(screen.getByRole('form', { name: 'humblbar Кокос' })).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'Удалить фото 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Удалить фото 2?' }));
    await user.click(dialog.getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Фото удалено')).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE')).toEqual([['/api/admin/products/12/photos/2', null]]);
    await waitFor(async () => expect(rowsOf(await photoList())).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Добавить фото')).toHaveFocus());
  });

  it('takes photos from the picker: refuses what is no photo or too big, asks for the alt text, shows the progress', async () => {
    // The picker's filter can be switched to 'all files' on a computer.
    const user = userEvent.setup({ applyAccept: false });
    const { fake } = editorWithPhotos();
    await photoList();
    const picker = screen.getByLabelText('Добавить фото');
    expect(picker).toHaveAttribute('accept', expect.stringContaining('image/heic'));
    expect(picker).not.toHaveAttribute('capture');
    const huge = new File([new Uint8Array(30 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    const heic = new File(['....ftypheic'], 'IMG_0001.HEIC', { type: '' });
    await user.upload(picker, [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }), huge, heic]);
    expect(
      screen.getByText(/«menu\.pdf»: Загрузите фото JPEG, PNG, WebP, AVIF или HEIC/),
    ).toBeInTheDocument();
    expect(screen.getByText(/«huge\.jpg»: Фото больше 30 МБ/)).toBeInTheDocument();

    const row = rowsOf(await photoList())[2]!;
    expect(row).toHaveTextContent('IMG_0001.HEIC');
    expect(row).toHaveTextContent('HEIC'); // no preview of a HEIC: its kind is written instead
    await user.click(within(row).getByRole('button', { name: 'Загрузить фото 3' }));
    expect(within(row).getByRole('textbox', { name: 'Что на фото' })).toHaveAccessibleDescription(
      expect.stringContaining('Опишите, что на фото'),
    );
    expect(FakeXhr.sent).toHaveLength(0);

    await user.type(within(row).getByRole('textbox', { name: 'Что на фото' }), 'Батончик на столе');
    await user.click(within(row).getByRole('button', { name: 'Загрузить фото 3' }));
    const xhr = await lastUpload();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/admin/products/12/photos']);
    expect(xhr.headers.Authorization).toBe('Bearer A1');
    expect(xhr.body!.get('alt')).toBe('Батончик на столе');
    expect((xhr.body!.get('file') as File).name).toBe('IMG_0001.HEIC');
    xhr.progress(50, 100);
    expect(await within(row).findByText('50%')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar', { name: 'Загружаем…' })).toHaveAttribute('value', '50');

    const kept = photo(3, 'Батончик на столе');
    serverKeeps(fake, 12, kept);
    xhr.respond(201, kept);
    await waitFor(async () => expect(rowsOf(await photoList())).toHaveLength(3));
    const third = rowsOf(await photoList())[2]!;
    expect(third.querySelector('img')).toHaveAttribute('src', `${kept.base}-320.jpg`);
    expect(within(third).queryByRole('button', { name: 'Загрузить фото 3' })).not.toBeInTheDocument();
  });

  it('says clearly why the server refused an upload (415, 413, 422)', async () => {
    const user = userEvent.setup();
    editorWithPhotos();
    await photoList();
    await user.upload(screen.getByLabelText('Добавить фото'), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    const answers: [number, unknown, string][] = [
      [
        415,
        { detail: 'Формат HEIC не поддерживается — сохраните фото как JPEG' },
        'Формат HEIC не поддерживается — сохраните фото как JPEG',
      ],
      [413, {}, 'Фото больше 30 МБ'],
      [422, {}, 'Не удалось прочитать фото: файл повреждён или это не картинка'],
    ];
    for (const [index, [status, body, words]] of answers.entries()) {
      const row = rowsOf(await photoList())[2 + index]!;
      await user.type(within(row).getByRole('textbox', { name: 'Что на фото' }), 'Фото');
      await user.click(within(row).getByRole('button', { name: `Загрузить фото ${3 + index}` }));
      (await lastUpload()).respond(status, body);
      expect(await within(row).findByRole('alert')).toHaveTextContent(words);
      FakeXhr.sent = [];
    }
  });
});

describe('a new product with photos', () => {
  it('is created hidden, gets its photos in order, then is published', async () => {
    const user = userEvent.setup();
    const fake = fakeCatalogue([
      coconut,
      adminProduct({ id: 20, name: 'Морс', kind: 'drink', group_id: 3, group: 'Напитки drinks' }),
    ]);
    const { fetchMock } = renderAdmin('/admin/catalogue?new=bar', fake.answers);
    const form = within(await screen.findByRole('form', { name: 'Новый товар: Батончик' }));
    for (const [name, value] of [
      ['Название', 'humblbar Манго'],
      ['Цена', '189'],
      ['Остаток на складе', '30'],
      ['Состав', 'Манго'],
      ['Аллергены', 'Не содержит'],
      ['Калории', '350'],
      ['Белки', '18'],
      ['Жиры', '12'],
      ['Углеводы', '40'],
      ['Масса нетто', '45'],
      ['Срок годности', '9 месяцев'],
      ['Условия хранения', 'Сухо'],
    ] as const) {
      await user.click(form.getByRole('textbox', { name }));
      await user.paste(value);
    }
    await user.upload(screen.getByLabelText('Добавить фото'), [jpeg('front.jpg'), jpeg('cut.jpg')]);
    const list = await photoList();
    expect(rowsOf(list).map((row) => within(row).getByText(/\.jpg/).textContent)).toEqual([
      'front.jpg · 1 КБ',
      'cut.jpg · 1 КБ',
    ]);
    expect(rowsOf(list)[0]!.querySelector('img')).toHaveAttribute('src', 'blob:preview-1');
    // No upload button before the product exists: the photos go up with the form.
    expect(within(list).queryByRole('button', { name: /Загрузить/ })).not.toBeInTheDocument();
    await user.click(within(rowsOf(list)[1]!).getByRole('button', { name: 'Выше: фото 2' }));
    await user.click(form.getByRole('button', { name: 'Опубликовать' }));
    // Every photo needs its words first.
    expect(form.getByRole('alert')).toHaveTextContent('Исправьте отмеченные поля');
    expect(sent(fetchMock, 'POST')).toEqual([]);
    const alts = within(list).getAllByRole('textbox', { name: 'Что на фото' });
    await user.type(alts[0]!, 'Разрез');
    await user.type(alts[1]!, 'Упаковка');
    await user.click(form.getByRole('button', { name: 'Опубликовать' }));

    await waitFor(() => expect(sent(fetchMock, 'POST')).toHaveLength(1));
    expect(sent(fetchMock, 'POST')[0]![1]).toMatchObject({
      kind: 'bar',
      name: 'humblbar Манго',
      active: false,
    });
    const first = await lastUpload();
    expect(first.url).toBe('/api/admin/products/101/photos');
    expect((first.body!.get('file') as File).name).toBe('cut.jpg');
    expect(await screen.findByText('Загружаем фото 1 из 2…')).toBeInTheDocument();
    serverKeeps(fake, 101, photo(7, 'Разрез'));
    first.respond(201, photo(7, 'Разрез'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const second = FakeXhr.sent[1]!;
    expect([second.body!.get('alt'), (second.body!.get('file') as File).name]).toEqual([
      'Упаковка',
      'front.jpg',
    ]);
    serverKeeps(fake, 101, photo(8, 'Упаковка'));
    second.respond(201, photo(8, 'Упаковка'));

    expect(await screen.findByText('Опубликовано: humblbar Манго')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([['/api/admin/products/101', { active: true }]]);
  });

  it('stays a draft in its editor when a photo is refused, the refused one still there to retry', async () => {
    const user = userEvent.setup();
    const fake = fakeCatalogue([coconut]);
    const { fetchMock } = renderAdmin('/admin/catalogue?new=merch', fake.answers);
    const form = within(await screen.findByRole('form', { name: 'Новый товар: Мерч' }));
    await user.type(form.getByRole('textbox', { name: 'Название' }), 'Шопер');
    await user.type(form.getByRole('textbox', { name: 'Цена' }), '990');
    await user.type(form.getByRole('textbox', { name: 'Остаток на складе' }), '12');
    await user.upload(screen.getByLabelText('Добавить фото'), [jpeg('bag.jpg')]);
    await user.type(screen.getByRole('textbox', { name: 'Что на фото' }), 'Шопер humbl');
    await user.click(form.getByRole('button', { name: 'Опубликовать' }));
    (await lastUpload()).respond(415, { detail: 'Формат HEIC не поддерживается — сохраните фото как JPEG' });

    const editor = within(await screen.findByRole('form', { name: 'Шопер' }));
    expect(
      await editor.findByText(
        'Товар «Шопер» сохранён как черновик, но не все фото загрузились: загрузите их ещё раз или выберите другие.',
      ),
    ).toBeInTheDocument();
    const row = rowsOf(await photoList())[0]!;
    expect(within(row).getByRole('alert')).toHaveTextContent('Формат HEIC не поддерживается');
    expect(within(row).getByRole('button', { name: 'Загрузить фото 1' })).toBeEnabled();
    expect(sent(fetchMock, 'PATCH')).toEqual([]);
    expect(editor.getByRole('button', { name: 'Опубликовать' })).toBeInTheDocument();
  });
});
