import { asc } from 'drizzle-orm';
import type { ReviewVideo } from '@shop/shared/content';
import type { Db } from '../../db/client.ts';
import { reviewVideos } from '../../db/schema/content.ts';

export async function listReviewVideos(db: Db): Promise<ReviewVideo[]> {
  const rows = await db.select().from(reviewVideos).orderBy(asc(reviewVideos.id));
  return rows.map(({ id, title, description, filePath }) => ({
    id,
    title,
    description,
    file_path: filePath,
  }));
}
