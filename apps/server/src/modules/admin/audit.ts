import { desc, lt } from 'drizzle-orm';
import type { AuditEntry } from '@shop/shared/admin/audit-api';
import type { AuditAction } from '@shop/shared/admin/audit-actions';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Caller } from '../auth/authenticator.ts';

export interface AuditRecord {
  actor: Caller;
  /** One of the shared auditActions ('contacts.update', 'order.refund'…), each with the words staff read. */
  action: AuditAction;
  /** e.g. 'contacts', 'product:12', 'order:1042', 'support:back', 'video:7', 'admin:3'. */
  target: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Writes one audit row; pass the change's own transaction so the change and its row commit together. */
export async function recordAudit(db: Db | Tx, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.user.id,
    actorEmail: entry.actor.user.email,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at,
  });
}

/** The newest entries first; `before` pages on by id. */
export async function listAudit(db: Db, query: { before?: number; limit: number }): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(query.before === undefined ? undefined : lt(auditLog.id, query.before))
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    actor_email: row.actorEmail,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  }));
}
