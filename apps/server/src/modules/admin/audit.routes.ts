import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '@shop/shared/admin/audit-api';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import type { AdminRoutes } from './admin.ts';
import { listAudit } from './audit.ts';

/** GET /api/admin/audit: every admin change, newest first (`before` = the last id seen, for the next page). */
export const auditRoutes: AdminRoutes = (deps) => async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log: who changed what, when, with the values before and after',
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return listAudit(deps.db, request.query);
    },
  );
};
