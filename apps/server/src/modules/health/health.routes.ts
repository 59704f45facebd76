import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@shop/shared/api/error-body';
import type { Database } from '../../db/client.ts';

const okSchema = z.object({ status: z.literal('ok') });

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['health'], summary: 'The process is up', response: { 200: okSchema } } },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags: ['health'],
          summary: 'The database answers',
          response: { 200: okSchema, 503: errorBodySchema },
        },
      },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ok' as const };
        } catch (err) {
          request.log.warn({ err }, 'database not ready');
          return reply.code(503).send({ detail: 'База данных недоступна' });
        }
      },
    );
  };
