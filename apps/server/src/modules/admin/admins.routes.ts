import { z } from 'zod';
import { idParamSchema } from '@shop/shared/api/ids';
import { addAdminSchema, adminAccountSchema, type AdminAccount } from '@shop/shared/admin/admins-api';
import { adminMessages } from '@shop/shared/admin/messages';
import { normaliseEmail } from '@shop/shared/rules/contact-rules';
import { conflict, notFound } from '../../lib/refusals.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import { findUserByEmail, signUpOrIn, type UserRow } from '../users/directory.ts';
import { adminOf } from './admin-guard.ts';
import type { AdminRoutes } from './admin.ts';
import { listAdmins, lockAdmins, setAdmin } from './admins.repository.ts';
import { recordAudit } from './audit.ts';

const userParams = z.object({ userId: idParamSchema });

/**
 * /api/admin/admins: who runs the shop. Admins named in ADMIN_EMAILS are made admins at every sign-in, so
 * they are removed there, not here; the last admin is never removed.
 */
export const adminsRoutes: AdminRoutes = (deps) => async (app) => {
  const tags = ['admin'];
  const fromEnv = (email: string) => deps.config.adminEmails.includes(email);
  const toAccount = (row: UserRow): AdminAccount => ({
    id: row.id,
    email: row.email,
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    from_env: fromEnv(row.email),
  });

  app.get(
    '/api/admin/admins',
    {
      schema: {
        tags,
        summary: 'Every admin account (from_env: named in ADMIN_EMAILS)',
        response: { 200: z.array(adminAccountSchema), ...errorAnswers(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return (await listAdmins(deps.db)).map(toAccount);
    },
  );

  app.post(
    '/api/admin/admins',
    {
      schema: {
        tags,
        summary: 'Make an e-mail an admin (its account is made now if it has never signed in)',
        body: addAdminSchema,
        response: { 201: adminAccountSchema, ...errorAnswers(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const caller = adminOf(request);
      const email = normaliseEmail(request.body.email);
      const now = deps.now();
      const account = await deps.db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email);
        // The account sign-in would make, with admin rights.
        const row = await signUpOrIn(tx, email, true, now);
        if (!existing?.isAdmin)
          await recordAudit(tx, {
            actor: caller,
            action: 'admin.add',
            target: `admin:${row.id}`,
            before: existing ? { email, is_admin: false } : null,
            after: { email, is_admin: true },
            at: now,
          });
        return row;
      });
      reply.headers(noStore).code(201);
      return toAccount(account);
    },
  );

  app.delete(
    '/api/admin/admins/:userId',
    {
      schema: {
        tags,
        summary: 'Take admin rights away (not from ADMIN_EMAILS admins, never from the last admin)',
        params: userParams,
        response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = adminOf(request);
      const { userId } = request.params;
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const admins = await lockAdmins(tx);
        const removed = admins.find((admin) => admin.id === userId);
        if (!removed) throw notFound(adminMessages.adminNotFound);
        if (fromEnv(removed.email)) throw conflict(adminMessages.envAdmin);
        if (admins.length <= 1) throw conflict(adminMessages.lastAdmin);
        await setAdmin(tx, userId, false);
        await recordAudit(tx, {
          actor: caller,
          action: 'admin.remove',
          target: `admin:${userId}`,
          before: { email: removed.email, is_admin: true },
          after: { email: removed.email, is_admin: false },
          at: now,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
