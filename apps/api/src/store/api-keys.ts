import type { ApiKey, ApiKeyCreated, ApiKeyStatus, UserRole } from '@vela/api-client';
import type { ApiKeyCreate } from '@vela/validation';
import { and, asc, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { newApiKey } from '../crypto/api-keys.ts';
import type { Database } from '../db/database.ts';
import { type ApiKeyRevocationReason, apiKeys, users } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { writeAudit } from './audit.ts';

export const apiKeySortFields = ['created_at', 'name', 'last_used_at', 'expires_at'] as const;
export type ApiKeySortField = (typeof apiKeySortFields)[number];

type ApiKeyRow = typeof apiKeys.$inferSelect;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

/** The roles that may hold keys: the integration API acts as a reseller. */

function apiKeyStatus(row: Pick<ApiKeyRow, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** A key as lists show it: what tells it apart and where it stands, never the key or its hash. */
function toApiKey(row: ApiKeyRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    status: apiKeyStatus(row, now),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedAt ? (row.revokedReason ?? 'owner') : null,
  };
}

/** The keys that still work: neither revoked nor past their expiry. */
const activeAt = (now: Date) =>
  and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

const sortColumns = {
  created_at: apiKeys.createdAt,
  name: apiKeys.name,
  last_used_at: apiKeys.lastUsedAt,
  expires_at: apiKeys.expiresAt,
} as const satisfies Record<ApiKeySortField, unknown>;

/** One page of the owner's keys, revoked ones included, sorted in SQL, with the number of all of them. */
export async function listApiKeys(
  db: Database,
  ownerId: string,
  { sort, offset, limit }: ListQuery<ApiKeySortField>,
  now: Date,
): Promise<{ rows: ApiKey[]; total: number }> {
  const where = eq(apiKeys.ownerId, ownerId);
  const order = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(apiKeys)
      .where(where)
      .orderBy(order(sortColumns[sort.field]), order(apiKeys.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(apiKeys).where(where),
  ]);
  return { rows: rows.map((row) => toApiKey(row, now)), total: counted?.total ?? 0 };
}

/** One of the owner's keys, or undefined (another person's and unknown ones alike). */
export async function getApiKey(
  db: Database,
  ownerId: string,
  id: string,
  now: Date,
): Promise<ApiKey | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.ownerId, ownerId)))
    .limit(1);
  return row ? toApiKey(row, now) : undefined;
}

/** The outcome of making a key: the key, or why not. */
export type ApiKeyCreation = { ok: true; key: ApiKeyCreated } | { ok: false; code: 'api_key_limit' };

/**
 * Makes a key for its owner, audited in the same transaction; the key itself is in the answer only. An owner
 * holds at most `maxActive` working keys, so keys cannot multiply the per-key rate limit: the owner's row is
 * locked first, so that two requests at once cannot both take the last slot.
 */
export async function createApiKey(
  db: Database,
  ownerId: string,
  { name, expires_at }: ApiKeyCreate,
  now: Date,
  { maxActive }: { maxActive: number },
  address: string | null,
): Promise<ApiKeyCreation> {
  const { key, prefix, hash } = newApiKey();
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [active] = await tx
      .select({ total: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.ownerId, ownerId), activeAt(now)));
    if ((active?.total ?? 0) >= maxActive) return { ok: false, code: 'api_key_limit' } as const;
    const [row] = await tx
      .insert(apiKeys)
      .values({ ownerId, name, prefix, secretHash: hash, expiresAt: expires_at, createdAt: now })
      .returning();
    if (!row) throw new Error('The API key was not stored');
    const record = toApiKey(row, now);
    await writeAudit(tx, {
      actorId: ownerId,
      action: 'api_key.create',
      entity: 'api_key',
      entityId: row.id,
      after: { ...record },
      address,
    });
    return { ok: true, key: { ...record, secret: key } } as const;
  });
}

/**
 * Revokes one of the owner's keys from now on, audited in the same transaction; a revoked key stays listed.
 * Revoking it again changes nothing. Undefined when it is not the owner's key.
 */
export async function revokeApiKey(
  db: Database,
  ownerId: string,
  id: string,
  now: Date,
  address: string | null,
): Promise<ApiKey | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.ownerId, ownerId)))
      .for('update')
      .limit(1);
    if (!before) return undefined;
    if (before.revokedAt) return toApiKey(before, now);
    const [after] = await tx
      .update(apiKeys)
      .set({ revokedAt: now, revokedReason: 'owner' })
      .where(eq(apiKeys.id, id))
      .returning();
    if (!after) throw new Error('The API key was not revoked');
    await writeAudit(tx, {
      actorId: ownerId,
      action: 'api_key.revoke',
      entity: 'api_key',
      entityId: id,
      before: { ...toApiKey(before, now) },
      after: { ...toApiKey(after, now) },
      address,
    });
    return toApiKey(after, now);
  });
}

/**
 * Revokes every working key of an account at once, with the reason (`account_banned`, `role_changed`), inside
 * the transaction of the change to the account and audited there, one entry per key by the operator who made
 * the change. Lifting the ban or giving the role back later revives none of them.
 */
export async function revokeKeysOfAccount(
  tx: Writer,
  {
    ownerId,
    actorId,
    reason,
    now,
  }: { ownerId: string; actorId: string; reason: ApiKeyRevocationReason; now: Date },
  address: string | null,
): Promise<number> {
  const before = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.ownerId, ownerId), activeAt(now)))
    .for('update');
  if (before.length === 0) return 0;
  const after = await tx
    .update(apiKeys)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(apiKeys.ownerId, ownerId), activeAt(now)))
    .returning();
  const byId = new Map(before.map((row) => [row.id, row]));
  for (const row of after) {
    const previous = byId.get(row.id);
    await writeAudit(tx, {
      actorId,
      action: 'api_key.revoke',
      entity: 'api_key',
      entityId: row.id,
      before: previous ? { ...toApiKey(previous, now) } : null,
      after: { ...toApiKey(row, now) },
      address,
    });
  }
  return after.length;
}

/** A key as the integration API sees it when presented: whose it is and whether it may be used. */
export interface PresentedKey {
  id: string;
  ownerId: string;
  ownerRole: UserRole;
  /** The owner's account is banned: its keys are revoked with the ban, and refused anyway. */
  ownerBanned: boolean;
  status: ApiKeyStatus;
  lastUsedAt: Date | null;
}

/**
 * The key whose SHA-256 is `hash`, with its owner's current role and ban. Looked up by the hash through a unique
 * index: the time it takes depends on the hash of what was sent, never on how much of a real key it matches.
 */
export async function findApiKeyByHash(
  db: Database,
  hash: string,
  now: Date,
): Promise<PresentedKey | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      ownerId: apiKeys.ownerId,
      ownerRole: users.role,
      ownerBanned: users.banned,
      revokedAt: apiKeys.revokedAt,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.ownerId))
    .where(eq(apiKeys.secretHash, hash))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    ownerId: row.ownerId,
    ownerRole: row.ownerRole,
    ownerBanned: row.ownerBanned,
    status: apiKeyStatus(row, now),
    lastUsedAt: row.lastUsedAt,
  };
}

/** How stale `last_used_at` may be: a key busy with many calls a minute is written once a minute. */
const lastUsedResolutionMs = 60_000;

/** Notes that a key was used, at most once a minute per key so that busy keys do not write on every call. */
export async function touchApiKey(db: Database, key: PresentedKey, now: Date): Promise<void> {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < lastUsedResolutionMs) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, key.id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - lastUsedResolutionMs)),
        ),
      ),
    );
}
