import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';

const YEAR_MS = 31_536_000_000;
const DAY_MS = 86_400_000;
/** Uploaded review clips and their posters: MEDIA_DIR/reviews/<server-made name>, served as /media/reviews/…. */
const REVIEWS = 'reviews';
/** Names the server makes: a random id and the extension of the detected type, nothing of the client's. */
const mediaName = /^[a-f0-9]{32}\.(mp4|webm|jpg|png|webp)$/;

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
    return mediaName.test(name) ? path.join(this.reviewsDir, name) : null;
  }
}

/**
 * Serves MEDIA_DIR under /media/ with HTTP Range (video seeking); only our own file names under reviews/
 * are reachable. Names are never reused, so a file can be cached for good.
 */
export const mediaRoutes =
  (config: Config): FastifyPluginAsync =>
  async (app) => {
    const media = new MediaFiles(config.media.dir);
    // Served from the start, so it must exist (a fresh DATA_DIR has none yet).
    mkdirSync(media.dir, { recursive: true });
    void sweepStaleUploads(media).catch((err: unknown) =>
      app.log.warn({ err }, 'media: stale uploads not swept'),
    );
    await app.register(fastifyStatic, {
      root: config.media.dir,
      prefix: '/media/',
      decorateReply: false,
      wildcard: true,
      acceptRanges: true,
      maxAge: YEAR_MS,
      immutable: true,
      allowedPath: (pathname) =>
        pathname.startsWith(`/${REVIEWS}/`) && mediaName.test(pathname.slice(REVIEWS.length + 2)),
    });
  };

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
