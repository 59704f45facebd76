import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const DAY_MS = 86_400_000;

/** Uploaded review clips and their posters: MEDIA_DIR/reviews/<server-made name>, served as /media/reviews/…. */
export const REVIEWS = 'reviews';
/** Product photos in every width and format: MEDIA_DIR/products/<key>-<width>.<ext>, served as /media/products/…. */
export const PRODUCTS = 'products';

/** Names the server makes: a random id and the extension of the detected type, nothing of the client's. */
export const reviewName = /^[a-f0-9]{32}\.(mp4|webm|jpg|png|webp)$/;
/** A photo's files: its key, then a width (or 'share', the 1200×630 link preview), then the format. */
export const productName = /^[a-f0-9]{32}-(\d{1,4}\.(avif|webp|jpg)|share\.jpg)$/;

/** A fresh server-made name (32 hex characters, 128 random bits): names are never reused. */
export const newMediaKey = () => randomBytes(16).toString('hex');

/**
 * Where uploaded media lives. MEDIA_DIR must be one volume shared by every instance (an upload lands on
 * one instance and is served by any); files are written under .tmp/ (a dot folder, never served) and
 * renamed into place when complete, so a half-written file is never served or listed.
 */
export class MediaFiles {
  constructor(readonly dir: string) {}

  get tmpDir(): string {
    return path.join(this.dir, '.tmp');
  }

  get reviewsDir(): string {
    return path.join(this.dir, REVIEWS);
  }

  get productsDir(): string {
    return path.join(this.dir, PRODUCTS);
  }

  /** A fresh temporary file's path (under .tmp/, on the same volume as the folders it is renamed into). */
  tmpFile(suffix = '.part'): string {
    return path.join(this.tmpDir, `${newMediaKey()}${suffix}`);
  }

  /** The address a stored review file is served at. */
  reviewPath(name: string): string {
    return `/media/${REVIEWS}/${name}`;
  }

  /**
   * The file on disk behind an address this server made; null for anything else (the seeded clips under
   * /static/, or a path that is not one of our names), so a deletion never reaches outside MEDIA_DIR.
   */
  reviewFile(publicPath: string | null): string | null {
    const prefix = `/media/${REVIEWS}/`;
    if (!publicPath?.startsWith(prefix)) return null;
    const name = publicPath.slice(prefix.length);
    return reviewName.test(name) ? path.join(this.reviewsDir, name) : null;
  }

  /** Every file of a photo (its widths in each format, and its share picture), on disk. */
  photoFiles(key: string, widths: readonly number[]): string[] {
    if (!/^[a-f0-9]{32}$/.test(key)) return [];
    const names = widths.flatMap((w) => ['avif', 'webp', 'jpg'].map((ext) => `${key}-${w}.${ext}`));
    return [...names, `${key}-share.jpg`].map((name) => path.join(this.productsDir, name));
  }
}

/** Removes files, never failing: what cannot be removed is only litter (reported to `warn`). */
export async function removeFiles(files: readonly string[], warn?: (err: unknown) => void): Promise<void> {
  await Promise.all(
    files.map((file) =>
      rm(file, { force: true }).catch((err: unknown) => {
        warn?.(err);
      }),
    ),
  );
}

/**
 * Temporary files of uploads cut off by a crash or a restart. Only those a day old go: on a shared volume
 * another instance may be receiving an upload right now.
 */
export async function sweepStaleUploads(media: MediaFiles, now = Date.now()): Promise<void> {
  const names = await readdir(media.tmpDir).catch(() => []);
  for (const name of names) {
    const file = path.join(media.tmpDir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && info.mtimeMs < now - DAY_MS) await rm(file, { force: true });
  }
}
