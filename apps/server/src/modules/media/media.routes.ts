import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { MediaFiles, PRODUCTS, productName, REVIEWS, reviewName, sweepStaleUploads } from './media-files.ts';

const YEAR_MS = 31_536_000_000;

/** Whether a path under /media/ is one of our own files: a server-made name in reviews/ or products/. */
export function servedMedia(pathname: string): boolean {
  const [empty, folder, name, ...rest] = pathname.split('/');
  if (empty !== '' || name === undefined || rest.length > 0) return false;
  if (folder === REVIEWS) return reviewName.test(name);
  if (folder === PRODUCTS) return productName.test(name);
  return false;
}

/**
 * Serves MEDIA_DIR under /media/ with HTTP Range (video seeking); only our own file names under reviews/ and
 * products/ are reachable (never .tmp/). Names are never reused, so a file can be cached for good.
 */
export const mediaRoutes =
  (dir: string): FastifyPluginAsync =>
  async (app) => {
    const media = new MediaFiles(dir);
    // Served from the start, so it must exist (a fresh DATA_DIR has none yet).
    mkdirSync(media.dir, { recursive: true });
    void sweepStaleUploads(media).catch((err: unknown) =>
      app.log.warn({ err }, 'media: stale uploads not swept'),
    );
    await app.register(fastifyStatic, {
      root: media.dir,
      prefix: '/media/',
      decorateReply: false,
      wildcard: true,
      acceptRanges: true,
      maxAge: YEAR_MS,
      immutable: true,
      allowedPath: servedMedia,
    });
  };
