import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { adminMessages } from '@shop/shared/admin/messages';
import { VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '@shop/shared/content/admin-review-video-api';
import { badRequest, tooLarge, unsupportedMedia } from '../../lib/refusals.ts';
import { posterType, videoType } from '../media/file-types.ts';
import { newMediaKey, removeFiles } from '../media/media-files.ts';
import type { MediaService } from '../media/media.service.ts';
import { bytesOf, receiveUpload, textField } from '../media/upload.ts';

/**
 * Reading POST /api/admin/review-videos through the shared upload receiver (media/upload.ts): the clip and
 * its poster, if the browser made one, are streamed to temporary files, typed by their first bytes and capped
 * as they arrive. The clip is renamed into MEDIA_DIR/reviews under a server-made name; the poster is
 * re-encoded like every picture (media/images.ts: upright, metadata stripped, a JPEG of at most 1280 px).
 */

export interface UploadLimits {
  videoMaxMb: number;
  posterMaxMb: number;
}

export interface StoredUpload {
  title: string;
  description: string;
  /** Server-made names inside MEDIA_DIR/reviews. */
  video: string;
  poster: string | null;
}

const fieldsMissing = () => badRequest(adminMessages.videoFields);

export async function receiveReviewVideo(
  request: FastifyRequest,
  media: MediaService,
  limits: UploadLimits,
): Promise<StoredUpload> {
  const received = await receiveUpload(
    request,
    media.files,
    {
      file: {
        maxBytes: bytesOf(limits.videoMaxMb),
        detect: videoType,
        tooBig: () => tooLarge(adminMessages.videoTooBig(limits.videoMaxMb)),
        wrongType: () => unsupportedMedia(adminMessages.videoType),
      },
      poster: {
        maxBytes: bytesOf(limits.posterMaxMb),
        detect: posterType,
        tooBig: () => tooLarge(adminMessages.videoTooBig(limits.posterMaxMb)),
        wrongType: () => unsupportedMedia(adminMessages.posterType),
      },
    },
    fieldsMissing,
  );
  // Files of this upload already in MEDIA_DIR/reviews: removed if a later step fails.
  const placed: string[] = [];
  try {
    const { fields, files } = received;
    const title = textField(fields, 'title', VIDEO_TITLE_MAX, () =>
      badRequest(adminMessages.videoTitleLong(VIDEO_TITLE_MAX)),
    );
    if (!files.file || !title) throw fieldsMissing();
    const description = textField(fields, 'description', VIDEO_DESCRIPTION_MAX, () =>
      badRequest(adminMessages.videoDescriptionLong(VIDEO_DESCRIPTION_MAX)),
    );

    await mkdir(media.files.reviewsDir, { recursive: true });
    const poster = files.poster ? await media.poster(files.poster.path) : null;
    if (poster) placed.push(path.join(media.files.reviewsDir, poster));
    // Same volume: the rename is atomic, a half-written clip is never served.
    const video = `${newMediaKey()}.${files.file.type}`;
    placed.push(path.join(media.files.reviewsDir, video));
    await rename(files.file.path, path.join(media.files.reviewsDir, video));
    return { title, description: description ?? '', video, poster };
  } catch (error) {
    await removeFiles(placed);
    throw error;
  } finally {
    await received.discard();
  }
}
