import type { AuditEntry } from '@vela/api-client';
import { and, count, eq, gte, ilike, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { apiKeys, auditLog, users } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import { likePattern } from './like.ts';

export const auditSortFields = ['created_at', 'action', 'entity'] as const;
export type AuditSortField = (typeof auditSortFields)[number];

/** The filters of the list, as validated by the route; all optional, combined with AND. */
export interface AuditListFilter {
  /** Part of the actor's e-mail address, or the actor's id. */
  actor?: string;
  action?: string;
  entity?: string;
  entityId?: string;
  apiKeyId?: string;
  /** Entries at or after this instant. */
  from?: Date;
  /** Entries before this instant when `exclusive`, else at or before it. */
  to?: { at: Date; exclusive: boolean };
}

const sortColumns: Record<AuditSortField, AnyPgColumn> = {
  created_at: auditLog.createdAt,
  action: auditLog.action,
  entity: auditLog.entity,
};

function matching(filter: AuditListFilter): SQL | undefined {
  const actor = filter.actor;
  return and(
    actor
      ? isUuid(actor)
        ? eq(auditLog.actorId, actor)
        : ilike(users.email, likePattern(actor))
      : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.apiKeyId
      ? isUuid(filter.apiKeyId)
        ? eq(auditLog.apiKeyId, filter.apiKeyId)
        : sql`false`
      : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to
      ? filter.to.exclusive
        ? lt(auditLog.createdAt, filter.to.at)
        : lte(auditLog.createdAt, filter.to.at)
      : undefined,
  );
}

const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  actorId: auditLog.actorId,
  actorEmail: users.email,
  actorDeleted: auditLog.actorDeleted,
  apiKeyId: auditLog.apiKeyId,
  apiKeyPrefix: apiKeys.prefix,
  apiKeyName: apiKeys.name,
  before: auditLog.before,
  after: auditLog.after,
  address: auditLog.address,
  createdAt: auditLog.createdAt,
};

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function toAuditEntry(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    actor_deleted: row.actorDeleted,
    api_key_id: row.apiKeyId,
    api_key_prefix: row.apiKeyPrefix,
    api_key_name: row.apiKeyName,
    before: row.before,
    after: row.after,
    address: row.address,
    created_at: row.createdAt.toISOString(),
  };
}

/** The entries with their actor's e-mail and API key, joined in SQL (an entry outlives both). */
function selectEntries(db: Database) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId));
}

/** One page of the audit log, for operators: every role's and every key's writes. */
export async function listAuditEntries(
  db: Database,
  {
    sort,
    offset,
    limit,
  }: { sort: { field: AuditSortField; order: 'asc' | 'desc' }; offset: number; limit: number },
  filter: AuditListFilter,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = matching(filter);
  const direction = sort.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [counted]] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(
        sql`${sortColumns[sort.field]} ${direction}`,
        sql`${auditLog.createdAt} ${direction}`,
        sql`${auditLog.id} ${direction}`,
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return { rows: rows.map(toAuditEntry), total: counted?.total ?? 0 };
}

export async function getAuditEntry(db: Database, id: string): Promise<AuditEntry | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectEntries(db).where(eq(auditLog.id, id)).limit(1);
  return row ? toAuditEntry(row) : undefined;
}
