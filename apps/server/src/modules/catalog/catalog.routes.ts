import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupedProductsSchema } from '@shop/shared/catalog/product-api';
import type { CatalogService } from './catalog.service.ts';

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/products/grouped',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Active catalogue: groups with nested children and their products',
          response: { 200: groupedProductsSchema, 304: z.null().describe('Not modified (ETag matched)') },
        },
        // The snapshot is compressed once, not per request.
        config: { compress: false },
      },
      async (request, typedReply) => {
        // The body is sent pre-serialised (string or gzip buffer), which the typed reply does not model.
        const reply = typedReply as unknown as FastifyReply;
        const snapshot = await catalog.groupedSnapshot();
        reply
          .header('cache-control', 'no-cache')
          .header('etag', snapshot.etag)
          .header('vary', 'accept-encoding')
          .type('application/json; charset=utf-8');
        if (request.headers['if-none-match'] === snapshot.etag) return reply.code(304).send(null);
        const accepted = request.headers['accept-encoding'] ?? '';
        if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(snapshot.br);
        if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(snapshot.gzip);
        // Strings are sent as they are: the response schema documents the shape without re-serialising it.
        return reply.send(snapshot.json);
      },
    );
  };
