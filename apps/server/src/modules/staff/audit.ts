import type { AuditEntry } from '@amora/shared/api/staff';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Staff } from './roles';

const PAGE = 50;

/**
 * Writes one audit entry; call it inside the transaction of the change it records. The actor is
 * usually staff; a member's own security changes (second factor, decision 023) are logged too.
 */
export async function audit(
  db: Db,
  staff: Pick<Staff, 'id' | 'email'>,
  action: string,
  target: { type: string; id: number | string },
  before: unknown = null,
  after: unknown = null,
  now: Date = new Date(),
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: staff.id,
    staffEmail: staff.email,
    action,
    targetType: target.type,
    targetId: String(target.id),
    before: before ?? null,
    after: after ?? null,
    createdAt: now,
  });
}

export async function listAudit(
  db: Db,
  filter: { staff_id?: number; action?: string; target_type?: string; target_id?: string; before?: number },
): Promise<{ entries: AuditEntry[]; has_more: boolean }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        filter.staff_id ? eq(auditLog.staffId, filter.staff_id) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.target_type ? eq(auditLog.targetType, filter.target_type) : undefined,
        filter.target_id ? eq(auditLog.targetId, filter.target_id) : undefined,
        filter.before ? lt(auditLog.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(PAGE + 1);
  return {
    entries: rows.slice(0, PAGE).map((r) => ({
      id: r.id,
      staff_id: r.staffId,
      staff_email: r.staffEmail,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before,
      after: r.after,
      created_at: r.createdAt.toISOString(),
    })),
    has_more: rows.length > PAGE,
  };
}
