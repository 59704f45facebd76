import { z } from 'zod';
import { idParamSchema } from '@shop/shared/api/ids';
import {
  contactsUpdateSchema,
  siteStatusUpdateSchema,
  supportUpdateSchemaOf,
} from '@shop/shared/content/admin-content-api';
import {
  contactsInfoSchema,
  deliveryTimeSlotSchema,
  siteStatusSchema,
  supportSectionResource,
  supportSections,
  supportTextsSchema,
} from '@shop/shared/content/content-api';
import { deliverySlotBodySchema } from '@shop/shared/content/delivery-slots';
import { deliverySettingsSchema, deliverySettingsUpdateSchema } from '@shop/shared/content/delivery-settings';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { AdminRoutes } from './admin.ts';
import { auditedChange } from './content-admin-change.ts';

const slotParams = z.object({ id: idParamSchema });

/**
 * Content edits (docs/product/admin.md#content): contacts, the delivery zone and marketplaces, courier slots,
 * support answers and the site switch. Bodies are optional in the schema so that a PATCH without one gets the documented 400
 * 'Не переданы данные для обновления' rather than a validation error; admin texts are stored as plain text (the storefront renders text).
 */
export const contentAdminRoutes: AdminRoutes = (deps) => async (app) => {
  const { content } = deps;
  const tags = ['admin'];

  app.patch(
    '/api/admin/contacts_info',
    {
      schema: {
        tags,
        summary: 'Change any of the six contact fields (e-mails, phone, https links); answers all of them',
        body: contactsUpdateSchema.nullish(),
        response: { 200: contactsInfoSchema, ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return content.updateContacts(request.body ?? {}, auditedChange(deps, request, 'contacts.update'));
    },
  );

  app.patch(
    '/api/admin/delivery-settings',
    {
      schema: {
        tags,
        summary:
          'Change the courier zone (its name, the places an address must name) or the marketplaces; lists are replaced whole',
        body: deliverySettingsUpdateSchema.nullish(),
        response: { 200: deliverySettingsSchema, ...errorAnswers(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return content.updateDeliverySettings(
        request.body ?? {},
        auditedChange(deps, request, 'delivery.update'),
      );
    },
  );

  app.patch(
    '/api/admin/delivery-times/:id',
    {
      schema: {
        tags,
        summary: 'Change a courier slot (from before to, within the courier day)',
        params: slotParams,
        body: deliverySlotBodySchema,
        response: { 200: deliveryTimeSlotSchema, ...errorAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return content.updateSlot(request.params.id, request.body, auditedChange(deps, request, 'slot.update'));
    },
  );

  app.post(
    '/api/admin/delivery-times',
    {
      schema: {
        tags,
        summary: 'Add a courier slot',
        body: deliverySlotBodySchema,
        response: { 201: deliveryTimeSlotSchema, ...errorAnswers(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const added = await content.addSlot(request.body, auditedChange(deps, request, 'slot.add'));
      reply.headers(noStore).code(201);
      return added;
    },
  );

  app.delete(
    '/api/admin/delivery-times/:id',
    {
      schema: {
        tags,
        summary: 'Remove a courier slot (never the last one); orders placed for it keep their times',
        params: slotParams,
        response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await content.deleteSlot(request.params.id, auditedChange(deps, request, 'slot.delete'));
      return reply.code(204).send(null);
    },
  );

  for (const section of supportSections) {
    app.patch(
      `/api/admin/${supportSectionResource[section]}`,
      {
        schema: {
          tags,
          summary: `Change answers of the '${section}' support section, keyed by question id (plain text)`,
          body: supportUpdateSchemaOf(section).nullish(),
          response: { 200: supportTextsSchema, ...errorAnswers(400, 401, 403, 422) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return content.updateSupportTexts(
          section,
          request.body ?? {},
          auditedChange(deps, request, 'support.update'),
        );
      },
    );
  }

  app.patch(
    '/api/admin/site-status',
    {
      schema: {
        tags,
        summary: 'Open the shop or close it for maintenance (ordering is refused to everyone but admins)',
        body: siteStatusUpdateSchema,
        response: { 200: siteStatusSchema, ...errorAnswers(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return content.setSiteActive(request.body.is_active, auditedChange(deps, request, 'site.status'));
    },
  );
};
