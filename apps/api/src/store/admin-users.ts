import type { AdminUser, UserRole } from '@vela/api-client';
import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { twoFactor, users } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import { revokeKeysOfAccount } from './api-keys.ts';
import { writeAudit } from './audit.ts';
import { likePattern } from './like.ts';
import { businessRoles } from './reseller-scope.ts';
import { pauseWebhooksOfAccount } from './webhooks.ts';

/**
 * The operators' view of accounts (`/api/admin/users`). Changes that are ours (role, ban, two-factor reset) are
 * written with their audit entry in one transaction; what better-auth does (ending sessions, the password
 * reset e-mail) is audited right after it succeeded, with {@link recordUserAction}.
 */

export const userSortFields = ['created_at', 'last_sign_in_at', 'email', 'full_name', 'role'] as const;
export type UserSortField = (typeof userSortFields)[number];

export interface UserFilter {
  /** Part of the e-mail address or of the full name, any case. */
  q?: string;
  role?: UserRole;
  email_verified?: boolean;
  two_factor_enabled?: boolean;
  banned?: boolean;
  /** Accounts by id (react-admin's getMany). */
  id?: string[];
}

type UserRow = typeof users.$inferSelect;
type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    role: row.role,
    email_verified: row.emailVerified,
    two_factor_enabled: row.twoFactorEnabled === true,
    banned: row.banned,
    ban_reason: row.banReason,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}

const sortColumns = {
  created_at: users.createdAt,
  last_sign_in_at: users.lastSignInAt,
  email: users.email,
  full_name: users.fullName,
  role: users.role,
} as const satisfies Record<UserSortField, unknown>;

function matching(filter: UserFilter): SQL | undefined {
  return and(
    filter.q
      ? or(ilike(users.email, likePattern(filter.q)), ilike(users.fullName, likePattern(filter.q)))
      : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.email_verified === undefined ? undefined : eq(users.emailVerified, filter.email_verified),
    filter.two_factor_enabled === undefined
      ? undefined
      : filter.two_factor_enabled
        ? eq(users.twoFactorEnabled, true)
        : sql`${users.twoFactorEnabled} is not true`,
    filter.banned === undefined ? undefined : eq(users.banned, filter.banned),
    filter.id ? inArray(users.id, filter.id.filter(isUuid)) : undefined,
  );
}

/** One page of accounts, filtered and sorted in SQL (never signed-in ones last), with the number that match. */
export async function listUsers(
  db: Database,
  {
    sort,
    offset,
    limit,
  }: { sort: { field: UserSortField; order: 'asc' | 'desc' }; offset: number; limit: number },
  filter: UserFilter,
): Promise<{ rows: AdminUser[]; total: number }> {
  const where = matching(filter);
  const direction = sort.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`${sortColumns[sort.field]} ${direction} nulls last`, sql`${users.id} ${direction}`)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toAdminUser), total: counted?.total ?? 0 };
}

export async function getUser(db: Database, id: string): Promise<AdminUser | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toAdminUser(row) : undefined;
}

/** The account with this e-mail address (stored in lower case), if any. */
export async function findUserByEmail(db: Database, email: string): Promise<AdminUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ? toAdminUser(row) : undefined;
}

/** The outcome of a change: the account after it (`changed` false when it already was so), or why not. */
export type UserChange<Refusal extends string = 'not_found'> =
  | { ok: true; user: AdminUser; changed: boolean }
  | { ok: false; code: Refusal };

/**
 * Locks the operators who can still sign in, in one order for every caller, so that two changes that could
 * each leave the service without an operator wait for each other instead of both going through.
 */
async function lockActiveOperators(tx: Writer): Promise<Set<string>> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'operator'), eq(users.banned, false)))
    .orderBy(users.id)
    .for('update');
  return new Set(rows.map((row) => row.id));
}

async function lockUser(tx: Writer, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

/** Whether taking `userId` out of the active operators would leave none. */
const wouldLeaveNoOperator = (activeOperators: Set<string>, userId: string) =>
  activeOperators.has(userId) && activeOperators.size === 1;

async function updateUser(tx: Writer, id: string, values: Partial<typeof users.$inferInsert>) {
  const [after] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  if (!after) throw new Error('The account was not updated');
  return after;
}

/**
 * Gives the account another role; refused when it would leave no operator who can sign in. A role that may
 * not run a reseller's business revokes the account's working keys and turns its webhooks off in the same
 * transaction (`role_changed`); its host codes and verified hosts stop working by the same rule
 * (`inGoodStanding`), and work again if the role is given back.
 */
export async function changeUserRole(
  db: Database,
  actorId: string,
  id: string,
  role: UserRole,
  now: Date,
  address: string | null,
): Promise<UserChange<'not_found' | 'last_operator'>> {
  return db.transaction(async (tx) => {
    const operators = await lockActiveOperators(tx);
    const before = await lockUser(tx, id);
    if (!before) return { ok: false, code: 'not_found' };
    if (before.role === role) return { ok: true, user: toAdminUser(before), changed: false };
    if (role !== 'operator' && wouldLeaveNoOperator(operators, id))
      return { ok: false, code: 'last_operator' };
    const after = await updateUser(tx, id, { role });
    await writeAudit(tx, {
      actorId,
      action: 'user.role',
      entity: 'user',
      entityId: id,
      before: { role: before.role },
      after: { email: after.email, role: after.role },
      address,
    });
    if (!businessRoles.includes(role)) {
      await revokeKeysOfAccount(tx, { ownerId: id, actorId, reason: 'role_changed', now }, address);
      await pauseWebhooksOfAccount(tx, { ownerId: id, actorId, reason: 'role_changed' }, address);
    }
    return { ok: true, user: toAdminUser(after), changed: true };
  });
}

/**
 * Bans the account with its reason (a new reason replaces the old one), and in the same transaction revokes
 * its working API keys and turns its webhooks off (`account_banned`): while it is banned, its host codes and
 * verified hosts do nothing either (`inGoodStanding`). Operators do not ban themselves, and the last operator
 * who can sign in is not banned. The caller ends the account's sessions afterwards.
 */
export async function banUser(
  db: Database,
  actorId: string,
  id: string,
  reason: string,
  now: Date,
  address: string | null,
): Promise<UserChange<'not_found' | 'last_operator' | 'own_account'>> {
  return db.transaction(async (tx) => {
    const operators = await lockActiveOperators(tx);
    const before = await lockUser(tx, id);
    if (!before) return { ok: false, code: 'not_found' };
    if (before.id === actorId) return { ok: false, code: 'own_account' };
    if (before.banned && before.banReason === reason)
      return { ok: true, user: toAdminUser(before), changed: false };
    if (wouldLeaveNoOperator(operators, id)) return { ok: false, code: 'last_operator' };
    const after = await updateUser(tx, id, { banned: true, banReason: reason });
    await writeAudit(tx, {
      actorId,
      action: 'user.ban',
      entity: 'user',
      entityId: id,
      before: { banned: before.banned, ban_reason: before.banReason },
      after: { email: after.email, banned: true, ban_reason: reason },
      address,
    });
    await revokeKeysOfAccount(tx, { ownerId: id, actorId, reason: 'account_banned', now }, address);
    await pauseWebhooksOfAccount(tx, { ownerId: id, actorId, reason: 'account_banned' }, address);
    return { ok: true, user: toAdminUser(after), changed: true };
  });
}

/**
 * Lifts the ban; the person signs in again as before, and its host codes and verified hosts work again. Its
 * API keys stay revoked and its webhooks off: it makes new keys and turns its endpoints on itself. An account
 * that is not banned is left as it is.
 */
export async function unbanUser(
  db: Database,
  actorId: string,
  id: string,
  address: string | null,
): Promise<UserChange> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (!before) return { ok: false, code: 'not_found' };
    if (!before.banned) return { ok: true, user: toAdminUser(before), changed: false };
    const after = await updateUser(tx, id, { banned: false, banReason: null });
    await writeAudit(tx, {
      actorId,
      action: 'user.unban',
      entity: 'user',
      entityId: id,
      before: { banned: true, ban_reason: before.banReason },
      after: { email: after.email, banned: false, ban_reason: null },
      address,
    });
    return { ok: true, user: toAdminUser(after), changed: true };
  });
}

/**
 * Turns two-factor authentication off and deletes the secret and recovery codes (a setup begun and not
 * finished too): the person sets it up anew, which the dashboard asks of an operator before anything else.
 */
export async function resetTwoFactor(
  db: Database,
  actorId: string,
  id: string,
  address: string | null,
): Promise<UserChange> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (!before) return { ok: false, code: 'not_found' };
    const removed = await tx
      .delete(twoFactor)
      .where(eq(twoFactor.userId, id))
      .returning({ id: twoFactor.id });
    if (!before.twoFactorEnabled && removed.length === 0)
      return { ok: true, user: toAdminUser(before), changed: false };
    const after = await updateUser(tx, id, { twoFactorEnabled: false });
    await writeAudit(tx, {
      actorId,
      action: 'user.reset_two_factor',
      entity: 'user',
      entityId: id,
      before: { two_factor_enabled: before.twoFactorEnabled === true },
      after: { email: after.email, two_factor_enabled: false },
      address,
    });
    return { ok: true, user: toAdminUser(after), changed: true };
  });
}

/**
 * The audit entry of what better-auth did for an operator (ended every session of the account, sent it the
 * password reset e-mail): written once better-auth succeeded, since its writes are not in our transaction.
 */
export async function recordUserAction(
  db: Database,
  actorId: string,
  user: AdminUser,
  action: 'user.sign_out_everywhere' | 'user.password_reset',
  address: string | null,
): Promise<void> {
  await writeAudit(db, {
    actorId,
    action,
    entity: 'user',
    entityId: user.id,
    after: { email: user.email },
    address,
  });
}
