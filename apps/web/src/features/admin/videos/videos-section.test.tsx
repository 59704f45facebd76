import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminReviewVideo } from '@shop/shared/content/admin-review-video-api';
import { stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { renderAdminSection } from '../content/test-fixtures/render-section.tsx';
import { FakeXhr, installFakeXhr, lastUpload } from './test-fixtures/fake-xhr.ts';
import VideosSection from './videos-section.tsx';

// jsdom decodes no video: the frame grab answers a small JPEG as a browser would.
const posterBlob = new Blob(['jpeg'], { type: 'image/jpeg' });
vi.mock('./model/poster-frame.ts', () => ({
  capturePosterFrame: vi.fn(async () => posterBlob),
  readAsDataUrl: vi.fn(async () => 'data:image/jpeg;base64,anBlZw=='),
}));

const clips: AdminReviewVideo[] = [
  {
    id: 1,
    title: 'Анна о брауни',
    description: 'Любимый вкус',
    file_path: '/static/reviews/review-1.mp4',
    // The server names the seeded clips' posters too.
    poster_path: '/static/reviews/review-1.jpg',
  },
  {
    id: 2,
    title: 'Игорь о батончиках',
    description: '',
    file_path: '/media/reviews/5f3a.mp4',
    poster_path: '/media/reviews/5f3a.jpg',
  },
];
const added: AdminReviewVideo = {
  id: 3,
  title: 'Новый отзыв',
  description: 'Коротко',
  file_path: '/media/reviews/9b.mp4',
  poster_path: null,
};

function renderVideos(answers: Record<string, Answer> = {}) {
  const fetchMock = stubFetch({ 'GET /api/admin/review-videos/public': { body: clips }, ...answers });
  renderAdminSection(<VideosSection />, '/admin/videos');
  return fetchMock;
}

const mp4 = (name = 'otzyv.mp4', type = 'video/mp4') => new File(['0000ftypisom'], name, { type });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, file = mp4()) {
  await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Новый отзыв');
  await user.type(screen.getByRole('textbox', { name: 'Описание' }), 'Коротко');
  await user.upload(screen.getByLabelText(/Выберите видео/), file);
  await screen.findByAltText('Обложка: кадр из видео');
  await user.click(screen.getByRole('button', { name: 'Загрузить видео' }));
}

beforeEach(() => {
  installFakeXhr();
});

describe('review videos', () => {
  it('lists the clips with poster, title and description, and plays one in place', async () => {
    const user = userEvent.setup();
    renderVideos();
    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Анна о брауни' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Любимый вкус')).toBeInTheDocument();
    const posters = [...list.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(posters).toEqual(['/static/reviews/review-1.jpg', '/media/reviews/5f3a.jpg']);

    await user.click(within(cards[1]!).getByRole('button', { name: 'Смотреть «Игорь о батончиках»' }));
    const player = within(cards[1]!).getByLabelText('Игорь о батончиках');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/media/reviews/5f3a.mp4');
  });

  it('uploads title, description, file and the poster frame as multipart, showing the progress', async () => {
    const user = userEvent.setup();
    let list = clips;
    const fetchMock = renderVideos({ 'GET /api/admin/review-videos/public': () => ({ body: list }) });
    await screen.findByRole('list');
    const file = mp4();
    await fillAndSend(user, file);

    const xhr = await lastUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/review-videos');
    expect(xhr.headers.Authorization).toBe('Bearer A1');
    const form = xhr.body!;
    expect([...form.keys()]).toEqual(['title', 'description', 'file', 'poster']);
    expect(form.get('title')).toBe('Новый отзыв');
    expect(form.get('description')).toBe('Коротко');
    expect((form.get('file') as File).name).toBe('otzyv.mp4');
    expect((form.get('poster') as File).type).toBe('image/jpeg');

    const bar = screen.getByRole('progressbar', { name: 'Загружаем видео' });
    expect(bar).toHaveAttribute('value', '0');
    act(() => xhr.progress(40, 100));
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Загружаем…' })).toBeDisabled();

    list = [...clips, added];
    const listLoads = fetchMock.mock.calls.length;
    act(() => xhr.progress(100, 100));
    await act(async () => xhr.respond(201, added));
    expect(await screen.findByText('Видео «Новый отзыв» добавлено')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Новый отзыв' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(listLoads);
    // The form is ready for the next clip.
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('');
  });

  it('sends no poster when no frame could be made', async () => {
    const { capturePosterFrame } = await import('./model/poster-frame.ts');
    vi.mocked(capturePosterFrame).mockResolvedValueOnce(null);
    const user = userEvent.setup();
    renderVideos();
    await user.type(await screen.findByRole('textbox', { name: 'Название' }), 'Без обложки');
    await user.upload(screen.getByLabelText(/Выберите видео/), mp4());
    expect(await screen.findByText(/Кадр для обложки не получился/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Загрузить видео' }));
    const xhr = await lastUpload();
    expect([...xhr.body!.keys()]).toEqual(['title', 'description', 'file']);
  });

  it('cancels an upload on request', async () => {
    const user = userEvent.setup();
    renderVideos();
    await screen.findByRole('list');
    await fillAndSend(user);
    const xhr = await lastUpload();
    act(() => xhr.progress(10, 100));
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText('Загрузка отменена')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Новый отзыв');
  });

  it.each([
    [413, 'Файл больше 100 МБ'],
    [415, 'Загрузите видео MP4 или WebM'],
  ])("shows the server's %i detail", async (status, detail) => {
    const user = userEvent.setup();
    renderVideos();
    await screen.findByRole('list');
    await fillAndSend(user);
    await act(async () => (await lastUpload()).respond(status, { detail }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it("says 'Ошибка при добавлении видео' when the server gives no detail or cannot be reached", async () => {
    const user = userEvent.setup();
    renderVideos();
    await screen.findByRole('list');
    await fillAndSend(user);
    await act(async () => (await lastUpload()).respond(502, 'Bad Gateway'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при добавлении видео');

    FakeXhr.sent = [];
    await user.click(screen.getByRole('button', { name: 'Загрузить видео' }));
    await act(async () => (await lastUpload()).fail());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ошибка при добавлении видео'));
  });

  it('renews a refused token once and uploads again', async () => {
    const user = userEvent.setup();
    renderVideos({
      'POST /api/auth/refresh': {
        body: { access_token: 'A2', refresh_token: 'R2', token_type: 'bearer', is_admin: true },
      },
    });
    await screen.findByRole('list');
    await fillAndSend(user);
    await act(async () =>
      (await lastUpload()).respond(401, { detail: 'Не передан или недействителен токен' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const retry = FakeXhr.sent[1]!;
    expect(retry.headers.Authorization).toBe('Bearer A2');
    await act(async () => retry.respond(201, added));
    expect(await screen.findByText('Видео «Новый отзыв» добавлено')).toBeInTheDocument();
  });

  it('checks the file before sending a byte', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderVideos();
    await user.type(await screen.findByRole('textbox', { name: 'Название' }), 'Отзыв');
    const input = screen.getByLabelText(/Выберите видео/);
    await user.upload(input, mp4('clip.mov', 'video/quicktime'));
    expect(screen.getByText('Загрузите видео MP4 или WebM')).toBeInTheDocument();

    const huge = mp4('huge.mp4');
    Object.defineProperty(huge, 'size', { value: 101 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(screen.getByText('Файл больше 100 МБ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Загрузить видео' }));
    await user.clear(screen.getByRole('textbox', { name: 'Название' }));
    await user.click(screen.getByRole('button', { name: 'Загрузить видео' }));
    expect(screen.getByText('Укажите название')).toBeInTheDocument();
    expect(FakeXhr.sent).toEqual([]);
  });

  it('removes a clip after a confirmation, and says why when it cannot', async () => {
    const user = userEvent.setup();
    let answer: Answer = { status: 500, body: {} };
    const fetchMock = renderVideos({ 'DELETE /api/admin/review-videos/1': () => answer as never });
    const card = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Удалить' }));
    let dialog = await screen.findByRole('dialog', { name: 'Удалить видео «Анна о брауни»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить видео' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Ошибка при удалении видео');

    answer = { body: null };
    await user.click(within(card).getByRole('button', { name: 'Удалить' }));
    dialog = await screen.findByRole('dialog', { name: 'Удалить видео «Анна о брауни»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить видео' }));
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([path]) => String(path))).toEqual([
      '/api/admin/review-videos/1',
      '/api/admin/review-videos/1',
    ]);
  });

  it("says 'Ошибка загрузки видео' when the list cannot be loaded", async () => {
    renderVideos({ 'GET /api/admin/review-videos/public': { status: 500, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка загрузки видео');
  });
});
