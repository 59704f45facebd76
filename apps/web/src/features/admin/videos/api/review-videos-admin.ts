import type { AdminReviewVideo } from '@shop/shared/content/admin-review-video-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { reviewVideosQuery } from '@/features/review-videos';
import { requireAdminToken } from '@/features/admin/kit/admin-token.ts';

/** docs/product/admin.md#errors, review videos. */
export const videosLoadFailed = 'Ошибка загрузки видео';
export const videoAddFailed = 'Ошибка при добавлении видео';
export const videoDeleteFailed = 'Ошибка при удалении видео';

export type AdminVideo = Omit<AdminReviewVideo, 'poster_path'> & { poster_path?: string | null | undefined };

export const adminVideosQuery = queryOptions({
  queryKey: ['admin', 'review-videos'],
  queryFn: async ({ signal }) => {
    const body = await apiGet<unknown>('/api/admin/review-videos/public', {
      fallbackMessage: videosLoadFailed,
      signal,
    });
    return Array.isArray(body) ? (body as AdminVideo[]) : [];
  },
  staleTime: 0,
  retry: false,
});

export const useAdminVideos = () => useQuery(adminVideosQuery, queryClient);

/** The list here and the storefront's strip load afresh. */
export const videosChanged = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminVideosQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: reviewVideosQuery.queryKey }),
  ]);

/** DELETE /api/admin/review-videos/{id}: the clip and its files go. */
export async function deleteVideo(id: number): Promise<void> {
  requireAdminToken();
  await apiSend<null>('DELETE', `/api/admin/review-videos/${id}`, undefined, {
    fallbackMessage: videoDeleteFailed,
  });
  await videosChanged();
}
