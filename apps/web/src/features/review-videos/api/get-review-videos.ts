import type { ReviewVideo } from '@shop/shared/content/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';

export const reviewVideosLoadError = 'Ошибка загрузки видео';

const isReviewVideo = (value: unknown): value is ReviewVideo =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'number' &&
  'title' in value &&
  typeof value.title === 'string' &&
  'file_path' in value &&
  typeof value.file_path === 'string';

/**
 * The customer review clips (GET /api/admin/review-videos/public, no login:
 * docs/product/support-and-content.md#review-videos).
 */
export async function getReviewVideos(signal?: AbortSignal): Promise<ReviewVideo[]> {
  const body = await apiGet<unknown>('/api/admin/review-videos/public', {
    fallbackMessage: reviewVideosLoadError,
    signal,
  });
  if (!Array.isArray(body)) return [];
  return body.filter(isReviewVideo).map((video) => ({
    ...video,
    description: typeof video.description === 'string' ? video.description : '',
  }));
}

export const reviewVideosQuery = queryOptions({
  queryKey: ['review-videos'],
  queryFn: ({ signal }) => getReviewVideos(signal),
  staleTime: 5 * 60_000,
});

export const useReviewVideos = () => useQuery(reviewVideosQuery, usePageQueryClient());
