import type { SecurityEvent, SecurityEventDetails } from '@vela/api-client';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { apiKeys, auditLog, users } from '../db/schema.ts';
import {
  type SecurityEventAction,
  securityEventActionList,
  securityEventActions,
} from '../domain/security-events.ts';
import { writeAudit } from './audit.ts';

/**
 * The entries about one account: its own record (`user`, the account's id) and its API keys, named by the
 * keys the account owns in the same statement. The action list is written as literals, so that the partial
 * index `audit_log_security_idx` serves the query.
 */
function aboutAccount(userId: string): SQL {
  return and(
    sql`${auditLog.action} in (${sql.raw(securityEventActionList)})`,
    or(
      and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)),
      and(
        eq(auditLog.entity, 'api_key'),
        inArray(
          auditLog.entityId,
          sql`(select ${apiKeys.id}::text from ${apiKeys} where ${apiKeys.ownerId} = ${userId})`,
        ),
      ),
    ),
  ) as SQL;
}

const isAction = (action: string): action is SecurityEventAction =>
  (securityEventActions as readonly string[]).includes(action);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const parentalActions: readonly SecurityEventAction[] = [
  'device.parental_pin_set',
  'device.parental_pin_change',
  'device.parental_pin_clear',
  'device.parental_unlock',
  'device.parental_lockout',
  'playlist.lock',
  'playlist.unlock',
];

/**
 * What the owner is told beside the action, picked field by field from the entry: a key's name and visible
 * beginning, a new role, how a sign-in was completed, the TV and playlist of a parental control event. Nothing else of an entry leaves here, so no secret,
 * token or hash can, whatever a writer put in it.
 */
function detailsOf(action: SecurityEventAction, after: Record<string, unknown> | null): SecurityEventDetails {
  const details: SecurityEventDetails = {};
  if (!after) return details;
  if (action === 'api_key.create' || action === 'api_key.revoke') {
    details.api_key_name = text(after.name);
    details.api_key_prefix = text(after.prefix);
  }
  if (action === 'api_key.revoke') {
    const reason = text(after.revoked_reason);
    if (reason === 'owner' || reason === 'account_banned' || reason === 'role_changed')
      details.revoked_reason = reason;
  }
  if (action === 'user.role') {
    const role = text(after.role);
    if (role === 'customer' || role === 'reseller' || role === 'operator') details.role = role;
  }
  if (parentalActions.includes(action)) {
    details.device_id = text(after.device);
    details.playlist_name = text(after.playlist_name);
  }
  if (action === 'account.sign_in') {
    const method = text(after.method);
    if (method === 'password' || method === 'totp' || method === 'backup_code') details.method = method;
  }
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
}

/**
 * Who did it, as the owner is told: the person themselves; their TV, for what it did with no person behind it
 * (a lock-out after wrong PINs typed on it, a PIN cleared by its reset: no actor and `after.via` `'tv'`); else
 * support (an operator, the service).
 */
function actorOf(
  row: { actorId: string | null; after: Record<string, unknown> | null },
  userId: string,
): SecurityEvent['by'] {
  if (row.actorId === userId) return 'you';
  if (row.actorId === null && row.after?.via === 'tv') return 'tv';
  return 'support';
}

/**
 * One page of an account's security events, newest first, with how many there are. What the person did
 * carries the address it came from; what anybody else did (the TV, an operator, the service) is shown
 * without an address, so no operator's or TV's address reaches a customer.
 */
export async function listSecurityEvents(
  db: Database,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ events: SecurityEvent[]; total: number }> {
  const where = aboutAccount(userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorId: auditLog.actorId,
        after: auditLog.after,
        address: auditLog.address,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const events = rows.flatMap((row): SecurityEvent[] => {
    if (!isAction(row.action)) return [];
    const by = actorOf(row, userId);
    return [
      {
        id: row.id,
        action: row.action,
        at: row.createdAt.toISOString(),
        by,
        address: by === 'you' ? row.address : null,
        details: detailsOf(row.action, row.after),
      },
    ];
  });
  return { events, total: counted?.total ?? 0 };
}

/**
 * Writes one of the account's security events: the account as its record and the person as the actor, with
 * the client's address. No body value is recorded: passwords, codes and tokens never reach the log.
 */
export function recordSecurityEvent(
  db: Pick<Database, 'insert'>,
  userId: string,
  action: SecurityEventAction,
  address: string | null,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
): Promise<void> {
  return writeAudit(db, { actorId: userId, action, entity: 'user', entityId: userId, address, ...change });
}

/**
 * A completed sign-in: `users.last_sign_in_at` (for the operators' users screen, without touching the
 * account's `updated_at`) and its `account.sign_in` entry, in one transaction.
 */
export async function recordSignIn(
  db: Database,
  { userId, method, address, at }: { userId: string; method: string; address: string | null; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ lastSignInAt: at, updatedAt: sql`${users.updatedAt}` })
      .where(eq(users.id, userId));
    await recordSecurityEvent(tx, userId, 'account.sign_in', address, { after: { method } });
  });
}
