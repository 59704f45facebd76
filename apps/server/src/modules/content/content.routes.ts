import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactsInfoSchema, siteStatusSchema, storesSchema } from '@shop/shared/content';
import { errorBodySchema } from '@shop/shared/errors';
import type { ContentService } from './content.service.ts';

export const contentRoutes =
  (content: ContentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/site-status/public',
      {
        schema: {
          tags: ['content'],
          summary: 'Whether the shop is open or shows the maintenance view',
          response: { 200: siteStatusSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return content.siteStatus();
      },
    );

    app.get(
      '/api/admin/contacts_info/public',
      {
        schema: {
          tags: ['content'],
          summary: 'Phone, e-mails and social links shown in the footer and on /contacts',
          response: { 200: contactsInfoSchema, 404: errorBodySchema },
        },
      },
      () => content.contactsInfo(),
    );

    app.get(
      '/api/stores',
      {
        schema: {
          tags: ['content'],
          summary: 'The three city stores (pickup points)',
          response: { 200: storesSchema },
        },
      },
      () => content.stores(),
    );
  };
