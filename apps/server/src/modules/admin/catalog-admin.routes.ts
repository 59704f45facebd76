import { z } from 'zod';
import { idParamSchema } from '@shop/shared/api/ids';
import { adminMessages } from '@shop/shared/admin/messages';
import { adminProductSchema, productUpdateSchema } from '@shop/shared/catalog/admin-product-api';
import { badRequest } from '../../lib/refusals.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import { adminOf } from './admin-guard.ts';
import type { AdminRoutes } from './admin.ts';
import { recordAudit } from './audit.ts';
import { heldStock, setStock } from '../inventory/inventory.service.ts';

const idParams = z.object({ id: idParamSchema });

/** GET /api/admin/products and PATCH /api/admin/products/{id}: prices, stock, flags and texts of products. */
export const catalogAdminRoutes: AdminRoutes = (deps) => async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Every product, inactive ones too, with the units held in carts and unpaid orders',
        response: { 200: z.array(adminProductSchema), ...errorAnswers(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return deps.catalog.productsForEditor(heldStock, deps.now());
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
      const caller = adminOf(request);
      const update = request.body ?? {};
      if (Object.keys(update).length === 0) throw badRequest(adminMessages.noData);
      const { id } = request.params;
      const now = deps.now();
      reply.headers(noStore);
      return deps.catalog.editProduct(id, update, {
        stock: { held: heldStock, set: setStock },
        now,
        record: (tx, before, after) =>
          recordAudit(tx, {
            actor: caller,
            action: 'product.update',
            target: `product:${id}`,
            before,
            after,
            at: now,
          }),
      });
    },
  );
};
