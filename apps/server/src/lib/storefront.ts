import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { assetsFolder } from './server-root.ts';

const YEAR = 31_536_000;
const DAY = 86_400;

/**
 * Serves the built storefront: hashed /assets/* cached for a year, index.html never cached, and the
 * project's own product illustrations under /static/*.
 * Returns the history fallback (index.html for client routes), or null when the web app is not built.
 */
export async function registerStorefront(
  app: FastifyInstance,
  webDist: string | null,
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  await app.register(fastifyStatic, {
    root: assetsFolder,
    prefix: '/static/',
    decorateReply: false,
    wildcard: true,
    maxAge: DAY * 1000,
  });

  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return null;

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        hashed ? `public, max-age=${YEAR}, immutable` : `public, max-age=${DAY}`,
      );
    },
  });

  return (reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
