import type { Kysely, Transaction } from 'kysely';
import type { AuditAction, AuditEntry, AuditLogQuery, AuditLogResponse } from '@sokoni/contracts';
import { ADMIN_PAGE_SIZE } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { pageOf } from '../lib/pages';

export interface AuditRecord {
  adminId: number;
  /** Dotted verb, e.g. `ad.approve`, `user.ban`, `currency.delete`: one of AUDIT_ACTIONS, which the admin names. */
  action: AuditAction;
  targetType: string;
  targetId?: string | number | null;
  /** A human name for the target (ad title, user email, currency code), kept if the target is later removed. */
  targetLabel?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one entry of the audit log; call it inside the transaction of the change it records. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditRecord): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      target_label: entry.targetLabel ?? null,
      reason: entry.reason ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

/** Newest first, optionally one action or one kind of target. */
export async function listAudit(db: Kysely<Database>, query: AuditLogQuery): Promise<AuditLogResponse> {
  const { page = 1, per_page: perPage = ADMIN_PAGE_SIZE } = query;
  const base = db
    .selectFrom('admin_audit_log')
    .leftJoin('users', 'users.id', 'admin_audit_log.admin_id')
    .$if(!!query.action, (qb) => qb.where('admin_audit_log.action', '=', query.action!))
    .$if(!!query.target_type, (qb) => qb.where('admin_audit_log.target_type', '=', query.target_type!));
  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'admin_audit_log.id',
        'admin_audit_log.admin_id',
        'users.name as admin_name',
        'admin_audit_log.action',
        'admin_audit_log.target_type',
        'admin_audit_log.target_id',
        'admin_audit_log.target_label',
        'admin_audit_log.reason',
        'admin_audit_log.created_at',
      ])
      .orderBy('admin_audit_log.created_at', 'desc')
      .orderBy('admin_audit_log.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(countRow.count);
  const data: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    admin: row.admin_id !== null ? { id: row.admin_id, name: row.admin_name ?? '' } : null,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target_label: row.target_label,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
  }));
  return pageOf(data, page, perPage, total);
}
