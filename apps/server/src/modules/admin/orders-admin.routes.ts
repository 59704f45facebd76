import { z } from 'zod';
import { idParamSchema } from '@shop/shared/api/ids';
import {
  adminOrdersAnswerSchema,
  adminOrdersQuerySchema,
  orderCancelSchema,
  orderStatusUpdateSchema,
} from '@shop/shared/orders/admin-order-api';
import { orderSchema } from '@shop/shared/orders/order-api';
import { DAY_MS, moscowDayStart } from '@shop/shared/moscow-time';
import { badRequest } from '../../lib/refusals.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import { adminOf } from './admin-guard.ts';
import type { AdminRoutes } from './admin.ts';
import { recordAudit } from './audit.ts';
import { cancelOrder } from './order-cancel.ts';

const idParams = z.object({ id: idParamSchema });
const INVALID_DATE = 'Такой даты нет: укажите день в формате ГГГГ-ММ-ДД';

/**
 * /api/admin/orders: the list with search and filters, fulfilment steps after payment, and cancelling
 * (a refund once paid).
 */
export const ordersAdminRoutes: AdminRoutes = (deps) => async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary:
          'Orders, newest first, a page at a time (cursor = next_cursor of the page before): q = number, ' +
          'e-mail or phone; status; date = the Moscow day placed',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersAnswerSchema, ...errorAnswers(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { q, status, date, cursor, limit } = request.query;
      const from = date === undefined ? undefined : moscowDayStart(date);
      if (from === null) throw badRequest(INVALID_DATE);
      reply.headers(noStore);
      return deps.orders.search({
        q: q || undefined,
        status,
        createdFrom: from,
        createdBefore: from && new Date(from.getTime() + DAY_MS),
        cursor,
        limit,
      });
    },
  );

  app.patch(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'Move a paid order one fulfilment step (or one back after a mistake)',
        params: idParams,
        body: orderStatusUpdateSchema,
        response: { 200: orderSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = adminOf(request);
      const { id } = request.params;
      const now = deps.now();
      reply.headers(noStore);
      return deps.orders.moveOn(id, request.body.status, (tx, before, after) =>
        recordAudit(tx, {
          actor: caller,
          action: 'order.status',
          target: `order:${id}`,
          before: { status: before.status },
          after: { status: after.status },
          at: now,
        }),
      );
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel an order: an unpaid one frees its goods, a paid one is refunded through the provider',
        params: idParams,
        body: orderCancelSchema,
        response: { 200: orderSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return cancelOrder(deps, adminOf(request), request.params.id, request.body.reason);
    },
  );
};
