import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub.ts';
import { ReviewVideoStrip } from './review-video-strip.tsx';

const path = '/api/admin/review-videos/public';
const videos = [
  {
    id: 1,
    title: 'Анна о батончике «Солёная карамель»',
    description: 'Анна берёт humblbar вечером вместо сладкого.',
    file_path: '/static/reviews/review-1.mp4',
  },
  {
    id: 2,
    title: 'Дмитрий о брауни «Классический»',
    description: 'Дмитрий пьёт утренний кофе с брауни.',
    file_path: '/static/reviews/review-2.mp4',
  },
];

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

describe('ReviewVideoStrip', () => {
  it('shows the clips from the API as cards with posters in a labelled strip', async () => {
    stubFetch({ [path]: { body: videos } });
    render(<ReviewVideoStrip />);
    expect(screen.getByRole('heading', { level: 2, name: 'Отзывы наших покупателей' })).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: videos[0]?.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: videos[1]?.title })).toBeInTheDocument();
    expect(screen.getByText('Дмитрий пьёт утренний кофе с брауни.')).toBeInTheDocument();
    const strip = screen.getByRole('region', { name: 'Видеоотзывы' });
    expect(strip).toHaveAttribute('tabindex', '0');
    const posters = [...strip.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(posters).toEqual(['/static/reviews/review-1.jpg', '/static/reviews/review-2.jpg']);
  });

  it('keeps the section with skeleton cards while loading', () => {
    stubFetch({ [path]: { body: videos } });
    const { container } = render(<ReviewVideoStrip />);
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
  });

  it('renders nothing when there are no clips', async () => {
    const fetchMock = stubFetch({ [path]: { body: [] } });
    const { container } = render(<ReviewVideoStrip />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows the load error', async () => {
    stubFetch({ [path]: new Error('offline') });
    render(<ReviewVideoStrip />);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Ошибка загрузки видео',
    );
  });

  it('opens a clip in a dialog with the player', async () => {
    stubFetch({ [path]: { body: videos } });
    render(<ReviewVideoStrip />);
    fireEvent.click(await screen.findByRole('button', { name: videos[1]?.title }));

    const dialog = await screen.findByRole('dialog', { name: videos[1]?.title });
    const player = dialog.querySelector('video');
    expect(player).toHaveAttribute('src', `${window.location.origin}/static/reviews/review-2.mp4`);
    expect(within(dialog).getByRole('slider', { name: 'Перемотка' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Воспроизвести' })).toBeInTheDocument();
  });
});
