import type { Database, RawQuery } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';
import type { AuditAction } from '../domain/audit-actions.ts';

/** A query builder or a transaction of it: audit entries are written with the change they describe. */
type Writer = Pick<Database, 'insert'>;

export interface AuditEntry {
  /** The signed-in person who acted, or the owner of the API key. */
  actorId: string | null;
  apiKeyId?: string | null;
  /** `resource.verb`, e.g. `device.claim`: one of {@link AuditAction}. */
  action: AuditAction;
  entity: string;
  entityId?: string | null;
  /** The record before and after, without secrets (no passwords, keys or tokens). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /**
   * The client's address of the request that made the change, as the rate limits see it (`http/client-address.ts`,
   * `TRUST_PROXY` honoured); null for a change no request made (jobs, scripts).
   */
  address: string | null;
}

/** Records a change; call it inside the transaction that makes the change. */
export async function writeAudit(writer: Writer, entry: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: entry.actorId,
    apiKeyId: entry.apiKeyId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: entry.address,
  });
}

/**
 * Records a change inside a transaction of driver statements (`DatabaseHandle.transaction`), for the callers
 * that add playlists with `addPlaylistsWithinSlots`.
 */
export async function writeAuditWith(query: RawQuery, entry: AuditEntry): Promise<void> {
  await query({
    name: 'audit_log_insert',
    text: `insert into audit_log (actor_id, api_key_id, action, entity, entity_id, before, after, address)
      values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    values: [
      entry.actorId,
      entry.apiKeyId ?? null,
      entry.action,
      entry.entity,
      entry.entityId ?? null,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
      entry.address,
    ],
  });
}
