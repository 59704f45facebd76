import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@shop/shared/api/ids';
import { adminMessages } from '@shop/shared/admin/messages';
import {
  adminProductGroupSchema,
  adminProductSchema,
  adminProductsQuerySchema,
  productCreateSchema,
  productOrderSchema,
  productUpdateSchema,
} from '@shop/shared/catalog/admin-product-api';
import { badRequest } from '../../lib/refusals.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { RecordAudit } from '../catalog/catalog.service.ts';
import { heldStock, setStock } from '../inventory/inventory.service.ts';
import { adminOf } from './admin-guard.ts';
import type { AdminRoutes } from './admin.ts';
import { recordAudit } from './audit.ts';

const idParams = z.object({ id: idParamSchema });

/**
 * The catalogue (docs/product/admin.md#catalogue): products of every kind — listing, creating, editing,
 * ordering within a group, archiving and restoring. Every write goes through the catalogue service (one
 * transaction, audited, shown by every instance at once).
 */
export const catalogAdminRoutes: AdminRoutes = (deps) => async (app) => {
  const tags = ['admin'];
  /** Who writes the audit rows of a request, and when. */
  const auditing = (request: FastifyRequest) => {
    const actor = adminOf(request);
    const at = deps.now();
    const record: RecordAudit = (tx, entry) => recordAudit(tx, { actor, at, ...entry });
    return { now: at, record, held: heldStock };
  };

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary:
          'Every product that is not archived (?archived=1: the archived ones), inactive and packaging too, ' +
          'with its kind, photos and the units held in carts and unpaid orders',
        querystring: adminProductsQuerySchema,
        response: { 200: z.array(adminProductSchema), ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return deps.catalog.productsForEditor(heldStock, deps.now(), request.query.archived === '1');
    },
  );

  app.get(
    '/api/admin/product-groups',
    {
      schema: {
        tags,
        summary: 'The groups products can be filed in (those with a kind), in catalogue order',
        response: { 200: z.array(adminProductGroupSchema), ...errorAnswers(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return deps.catalog.groupsForEditor();
    },
  );

  app.post(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary:
          'A new product of a kind, hidden unless active (a food kind needs its food information to be ' +
          'published); merch with sizes makes one product per size. Answers every product made',
        body: productCreateSchema,
        response: { 201: z.array(adminProductSchema), ...errorAnswers(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const made = await deps.catalog.createProducts(request.body, auditing(request));
      reply.headers(noStore).code(201);
      return made;
    },
  );

  app.patch(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Edit a product: the storefront of every instance shows it at once',
        params: idParams,
        // No body at all is "no data" too (400 below), not a validation error.
        body: productUpdateSchema.nullish(),
        response: { 200: adminProductSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const update = request.body ?? {};
      if (Object.keys(update).length === 0) throw badRequest(adminMessages.noData);
      const { now, record } = auditing(request);
      reply.headers(noStore);
      return deps.catalog.editProduct(request.params.id, update, {
        stock: { held: heldStock, set: setStock },
        now,
        record,
      });
    },
  );

  app.put(
    '/api/admin/product-groups/:id/order',
    {
      schema: {
        tags,
        summary: "Put a group's products (all of them but the archived, each once) in a new order",
        params: idParams,
        body: productOrderSchema,
        response: { 204: z.null(), ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await deps.catalog.reorderGroup(request.params.id, request.body.product_ids, auditing(request).record);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/products/:id/archive',
    {
      schema: {
        tags,
        summary:
          'Archive a product: gone from the shop at once, kept in past orders; carts holding it are told ' +
          'it is gone. Twice answers the same',
        params: idParams,
        response: { 200: adminProductSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return deps.catalog.archiveProduct(request.params.id, auditing(request));
    },
  );

  app.post(
    '/api/admin/products/:id/restore',
    {
      schema: {
        tags,
        summary:
          'Bring an archived product back, hidden (publish it with PATCH active). Twice answers the same',
        params: idParams,
        response: { 200: adminProductSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return deps.catalog.restoreProduct(request.params.id, auditing(request));
    },
  );
};
