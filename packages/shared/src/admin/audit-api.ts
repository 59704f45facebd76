import { z } from 'zod';
import { idParamSchema } from '../api/ids.ts';

/**
 * The admin audit log as GET /api/admin/audit answers it, a page at a time (docs/product/admin.md#audit);
 * its action codes and their words are in audit-actions.ts.
 */

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_email: z.string(),
  /** e.g. 'contacts.update', 'product.update', 'order.status', 'order.refund', 'site.status', 'admin.add'. */
  action: z.string(),
  /** What it touched, e.g. 'product:12', 'order:1042', 'support:back'. */
  target: z.string(),
  /** The values before and after: any JSON (an object, a list of ids), null when there was none. */
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  /** Entries older than this id (the next page). */
  before: idParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
