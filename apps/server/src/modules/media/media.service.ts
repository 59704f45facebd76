import type { Config } from '../../config.ts';
import { processPhoto, processPoster, type ProcessedPhoto } from './images.ts';
import { JobQueue } from './jobs.ts';
import { MediaFiles } from './media-files.ts';

/**
 * The media module (docs/product/catalogue.md#photos): where uploads live (MEDIA_DIR, one volume for every
 * instance) and this instance's picture processing, at most `photoJobs` pictures at once.
 */
export class MediaService {
  readonly files: MediaFiles;
  readonly jobs: JobQueue;

  constructor(config: Config['media']) {
    this.files = new MediaFiles(config.dir);
    this.jobs = new JobQueue(config.photoJobs);
  }

  /** A product photo's files from an uploaded picture, in its turn (images.ts processPhoto). */
  photo(file: string): Promise<ProcessedPhoto> {
    const { productsDir, tmpDir } = this.files;
    return this.jobs.run(() => processPhoto(file, { productsDir, tmpDir }));
  }

  /** A review clip's poster re-encoded into MEDIA_DIR/reviews, in its turn; answers its file name. */
  poster(file: string): Promise<string> {
    const { reviewsDir, tmpDir } = this.files;
    return this.jobs.run(() => processPoster(file, { dir: reviewsDir, tmpDir }));
  }
}
