import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactsInfoSchema,
  deliveryTimeSlotSchema,
  siteStatusSchema,
  reviewVideosSchema,
  storesSchema,
  supportSectionResource,
  supportSections,
  supportTextsSchema,
} from '@shop/shared/content/content-api';
import { errorBodySchema } from '@shop/shared/api/error-body';
import { deliverySettingsSchema } from '@shop/shared/content/delivery-settings';
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

    for (const section of supportSections) {
      app.get(
        `/api/admin/${supportSectionResource[section]}/public`,
        {
          schema: {
            tags: ['content'],
            summary: `Support texts of the '${section}' section keyed by question id, plus updated_at`,
            response: { 200: supportTextsSchema },
          },
        },
        () => content.supportTexts(section),
      );
    }

    app.get(
      '/api/admin/delivery-settings/public',
      {
        schema: {
          tags: ['content'],
          summary:
            'Where the courier delivers (the places an address must name) and the marketplaces selling nationwide',
          response: { 200: deliverySettingsSchema },
        },
      },
      () => content.deliverySettings(),
    );

    app.get(
      '/api/admin/delivery-times/public',
      {
        schema: {
          tags: ['content'],
          summary: 'Courier delivery time slots',
          response: { 200: z.array(deliveryTimeSlotSchema) },
        },
      },
      () => content.deliveryTimeSlots(),
    );

    app.get(
      '/api/admin/review-videos/public',
      {
        schema: {
          tags: ['content'],
          summary: 'Customer review clips; file_path is served by this shop (with HTTP Range)',
          response: { 200: reviewVideosSchema },
        },
      },
      () => content.reviewVideos(),
    );
  };
