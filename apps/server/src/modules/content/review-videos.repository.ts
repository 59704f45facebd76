import { asc, eq } from 'drizzle-orm';
import type { ReviewVideo } from '@shop/shared/content/content-api';
import type { Db, Tx } from '../../db/client.ts';
import { reviewVideos } from '../../db/schema/content.ts';
import { seedReviewVideos } from '../../db/seed/review-videos-data.ts';

type Row = typeof reviewVideos.$inferSelect;
export type StoredReviewVideo = ReviewVideo & { poster_path: string | null };

/**
 * Seeded clips were written before posters had a column; their poster lies beside them (the same name
 * with .jpg, made by scripts/review-clips.ts), so a seeded row without one answers that.
 */
const seededPosters = new Map(
  seedReviewVideos.map((clip) => [clip.slug, clip.filePath.replace(/\.mp4$/, '.jpg')]),
);

const videoOf = (row: Row): StoredReviewVideo => ({
  id: row.id,
  title: row.title,
  description: row.description,
  file_path: row.filePath,
  poster_path: row.posterPath ?? seededPosters.get(row.slug) ?? null,
});

export async function listReviewVideos(db: Db): Promise<StoredReviewVideo[]> {
  const rows = await db.select().from(reviewVideos).orderBy(asc(reviewVideos.id));
  return rows.map(videoOf);
}

export async function insertReviewVideo(
  tx: Tx,
  video: { slug: string; title: string; description: string; filePath: string; posterPath: string | null },
  at: Date,
): Promise<StoredReviewVideo> {
  const [row] = await tx
    .insert(reviewVideos)
    .values({ ...video, createdAt: at })
    .returning();
  return videoOf(row!);
}

/** The removed clip, or undefined when there is none with this id. */
export async function deleteReviewVideo(tx: Tx, id: number): Promise<StoredReviewVideo | undefined> {
  const [row] = await tx.delete(reviewVideos).where(eq(reviewVideos.id, id)).returning();
  return row && videoOf(row);
}
