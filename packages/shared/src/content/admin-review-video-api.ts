import { z } from 'zod';
import { reviewVideoSchema } from './content-api.ts';

/**
 * Review clips in the admin (/api/admin/review-videos; docs/product/admin.md#videos): a clip as the list
 * shows it and the upload's limits. The clips as the storefront reads them are in content-api.ts.
 */

/** A review clip as the admin list shows it (poster_path: the frame picked at upload, if any). */
export const adminReviewVideoSchema = reviewVideoSchema.extend({ poster_path: z.string().nullable() });
export type AdminReviewVideo = z.infer<typeof adminReviewVideoSchema>;

/** Upload limits of POST /api/admin/review-videos (multipart title, description, file, optional poster). */
export const VIDEO_MAX_MB = 100;
export const POSTER_MAX_MB = 2;
export const VIDEO_TITLE_MAX = 120;
export const VIDEO_DESCRIPTION_MAX = 500;
