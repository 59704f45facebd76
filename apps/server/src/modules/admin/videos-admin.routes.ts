import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { idParamSchema } from '@shop/shared/api/ids';
import { adminReviewVideoSchema } from '@shop/shared/content/admin-review-video-api';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import { removeFiles } from '../media/media-files.ts';
import { acceptUploads, bytesOf } from '../media/upload.ts';
import type { AdminRoutes } from './admin.ts';
import { auditedChange } from './content-admin-change.ts';
import { receiveReviewVideo } from './video-upload.ts';

const idParams = z.object({ id: idParamSchema });

/**
 * Review clips: POST /api/admin/review-videos (multipart: title, description, file, optional poster) and
 * DELETE /api/admin/review-videos/{id}. The multipart parser is registered here (and on the photo routes)
 * only, so no other route accepts multipart bodies; its limits stop a clip at the configured size while it
 * streams.
 */
export const videosAdminRoutes: AdminRoutes = (deps) => async (app) => {
  const { content, config, media } = deps;
  const limits = { videoMaxMb: config.media.videoMaxMb, posterMaxMb: config.media.posterMaxMb };
  const reviewsDir = media.files.reviewsDir;

  await acceptUploads(app, {
    maxFileBytes: bytesOf(Math.max(limits.videoMaxMb, limits.posterMaxMb)),
    files: 2,
    fields: 10,
  });

  app.post(
    '/api/admin/review-videos',
    {
      schema: {
        tags: ['admin'],
        summary: `Upload a review clip: multipart title, description, file (MP4/WebM), optional poster (JPEG/PNG/WebP, stored re-encoded as JPEG)`,
        consumes: ['multipart/form-data'],
        response: { 201: adminReviewVideoSchema, ...errorAnswers(400, 401, 403, 408, 413, 415, 422) },
      },
      // A clip may take longer than the 25 s of other bodies while it keeps arriving (body-watchdog.ts).
      config: { streamingBody: true },
    },
    async (request, reply) => {
      const upload = await receiveReviewVideo(request, media, limits);
      const files = [upload.video, upload.poster].filter((name) => name !== null);
      const added = await content
        .addReviewVideo(
          {
            slug: `upload-${randomBytes(8).toString('hex')}`,
            title: upload.title,
            description: upload.description,
            filePath: media.files.reviewPath(upload.video),
            posterPath: upload.poster ? media.files.reviewPath(upload.poster) : null,
          },
          auditedChange(deps, request, 'video.add'),
        )
        .catch(async (error: unknown) => {
          // Not listed, so not kept.
          await removeFiles(files.map((name) => path.join(reviewsDir, name)));
          throw error;
        });
      reply.headers(noStore).code(201);
      return added;
    },
  );

  app.delete(
    '/api/admin/review-videos/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Remove a review clip and its uploaded files (seeded clips under /static/ are only unlisted)',
        params: idParams,
        response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const removed = await content.deleteReviewVideo(
        request.params.id,
        auditedChange(deps, request, 'video.delete'),
      );
      // After the commit: a file that cannot be removed is only litter, the clip is gone from the shop.
      const files = [removed.file_path, removed.poster_path].map((p) => media.files.reviewFile(p));
      await removeFiles(
        files.filter((file) => file !== null),
        (err) => request.log.warn({ err }, 'review clip file not removed'),
      );
      return reply.code(204).send(null);
    },
  );
};
