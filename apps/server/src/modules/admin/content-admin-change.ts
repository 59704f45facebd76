import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@shop/shared/admin/audit-actions';
import type { ChangeContext } from '../content/content.service.ts';
import { adminOf } from './admin-guard.ts';
import type { AdminDeps } from './admin.ts';
import { recordAudit } from './audit.ts';

/**
 * A content change made by the admin of a request: the content service runs `record` inside the change's
 * transaction, which writes the audit row (who, when, action, target, before and after).
 */
export function auditedChange(deps: AdminDeps, request: FastifyRequest, action: AuditAction): ChangeContext {
  const actor = adminOf(request);
  const at = deps.now();
  return { at, record: (tx, change) => recordAudit(tx, { actor, action, at, ...change }) };
}
