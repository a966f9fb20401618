import type { CreditMovement, CreditSummary, ResellerCredits } from '@vela/api-client';
import {
  type ActivationPrices,
  type ActivationTier,
  type CreditMove,
  type CreditMovementFilter,
  type CreditSettings,
  defaultActivationPrices,
} from '@vela/validation';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database, Reader, Transaction } from '../db/database.ts';
import { activationPrices, activations, creditBalances, creditMovements, users } from '../db/schema.ts';
import type { ListQuery } from '../domain/list-query.ts';
import type { SignedInUser } from '../domain/signed-in-user.ts';
import { writeAudit } from './audit.ts';
import { dayRange } from './days.ts';
import { likePattern } from './like.ts';
import { accountInGoodStanding, businessRoles } from './reseller-scope.ts';

// A reseller's credits are kept as money is (decision 57): `credit_movements` is the ledger, append-only in the
// database, and `credit_balances` its sum, which only the ledger's insert trigger moves and which can never go
// below zero. Spending locks the balance row first, so concurrent spends wait for each other across processes.

export type Caller = Pick<SignedInUser, 'id' | 'role'>;

export const creditMovementSortFields = ['created_at', 'amount'] as const;
export type CreditMovementSortField = (typeof creditMovementSortFields)[number];
export const resellerCreditSortFields = ['balance', 'full_name', 'email', 'last_movement_at'] as const;
export type ResellerCreditSortField = (typeof resellerCreditSortFields)[number];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The name a reseller shows its clients and operators: its business name, else its full name, else (an account
 * that gave neither) its e-mail address.
 */
export const resellerName = (table: {
  businessName: AnyPgColumn;
  fullName: AnyPgColumn;
  email: AnyPgColumn;
}) =>
  sql<string>`coalesce(nullif(btrim(${table.businessName}), ''), nullif(btrim(${table.fullName}), ''), ${table.email})`;

/** What each tier costs now: the operators' prices, or the defaults where none was set. */
export async function currentPrices(db: Reader): Promise<ActivationPrices> {
  const rows = await db.select().from(activationPrices);
  const prices: ActivationPrices = { ...defaultActivationPrices };
  for (const row of rows) prices[row.tier] = row.credits;
  return prices;
}

/** Operators set the prices of the tiers; later activations pay them. Audited with the former prices. */
export async function setPrices(
  db: Database,
  caller: Caller,
  prices: ActivationPrices,
  now: Date,
  address: string | null,
): Promise<ActivationPrices> {
  return db.transaction(async (tx) => {
    const before = await currentPrices(tx);
    for (const tier of Object.keys(prices) as ActivationTier[]) {
      await tx
        .insert(activationPrices)
        .values({ tier, credits: prices[tier], updatedAt: now })
        .onConflictDoUpdate({
          target: activationPrices.tier,
          set: { credits: prices[tier], updatedAt: now },
        });
    }
    await writeAudit(tx, {
      actorId: caller.id,
      action: 'credits.prices',
      entity: 'activation_prices',
      before: { ...before },
      after: { ...prices },
      address,
    });
    return prices;
  });
}

/** The caller's balance and settings, whether it may spend, the prices and the grace period. */
export async function creditSummary(
  db: Database,
  resellerId: string,
  revokeWindowHours: number,
): Promise<CreditSummary> {
  const [[row], prices] = await Promise.all([
    db
      .select({
        balance: creditBalances.balance,
        threshold: creditBalances.lowBalanceThreshold,
        businessName: users.businessName,
        standing: sql<boolean>`${accountInGoodStanding()}`,
      })
      .from(users)
      .leftJoin(creditBalances, eq(creditBalances.resellerId, users.id))
      .where(eq(users.id, resellerId)),
    currentPrices(db),
  ]);
  return {
    balance: row?.balance ?? 0,
    frozen: !row?.standing,
    low_balance_threshold: row?.threshold ?? null,
    business_name: row?.businessName ?? null,
    prices,
    revoke_window_hours: revokeWindowHours,
  };
}

/**
 * The reseller's low-balance threshold and business name, each where given. Changing the threshold clears the
 * record of the last warning, so that a balance already at or below the new threshold is told at the next spend.
 */
export async function setCreditSettings(
  db: Database,
  caller: Caller,
  settings: CreditSettings,
  address: string | null,
): Promise<void> {
  const { low_balance_threshold: threshold, business_name: businessName } = settings;
  if (threshold === undefined && businessName === undefined) return;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ threshold: creditBalances.lowBalanceThreshold, businessName: users.businessName })
      .from(users)
      .leftJoin(creditBalances, eq(creditBalances.resellerId, users.id))
      .where(eq(users.id, caller.id))
      .for('update', { of: users });
    const changedBefore: Record<string, unknown> = {};
    const changedAfter: Record<string, unknown> = {};
    if (threshold !== undefined) {
      await tx
        .insert(creditBalances)
        .values({ resellerId: caller.id, lowBalanceThreshold: threshold })
        .onConflictDoUpdate({
          target: creditBalances.resellerId,
          set: { lowBalanceThreshold: threshold, lowBalanceNotifiedAt: null },
        });
      changedBefore.low_balance_threshold = before?.threshold ?? null;
      changedAfter.low_balance_threshold = threshold;
    }
    if (businessName !== undefined) {
      await tx.update(users).set({ businessName }).where(eq(users.id, caller.id));
      changedBefore.business_name = before?.businessName ?? null;
      changedAfter.business_name = businessName;
    }
    await writeAudit(tx, {
      actorId: caller.id,
      action: 'credits.settings',
      entity: 'user',
      entityId: caller.id,
      before: changedBefore,
      after: changedAfter,
      address,
    });
  });
}

/** A reseller's balance as it stands now (zero when it never held credits). */
export async function balanceOf(db: Reader, resellerId: string): Promise<number> {
  const [row] = await db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.resellerId, resellerId));
  return row?.balance ?? 0;
}

/**
 * Locks a reseller's balance row for the rest of the transaction and reads it (zero when it never held
 * credits). Every spend and refund takes this lock first, before the device's.
 */
export async function lockedBalance(tx: Transaction, resellerId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.resellerId, resellerId))
    .for('update');
  return row?.balance ?? 0;
}

/** After a refund or a grant: a balance above the threshold again may be warned of again later. */
export async function rearmLowBalance(tx: Pick<Database, 'update'>, resellerId: string): Promise<void> {
  await tx
    .update(creditBalances)
    .set({ lowBalanceNotifiedAt: null })
    .where(
      and(
        eq(creditBalances.resellerId, resellerId),
        isNotNull(creditBalances.lowBalanceNotifiedAt),
        sql`${creditBalances.balance} > ${creditBalances.lowBalanceThreshold}`,
      ),
    );
}

const actors = alias(users, 'actors');

/** Whose movements a caller reads: a reseller its own; an operator everyone's, or one reseller's by filter. */
function movementScope(caller: Caller, filter: CreditMovementFilter): SQL | undefined {
  if (caller.role !== 'operator') return eq(creditMovements.resellerId, caller.id);
  return filter.reseller_id ? eq(creditMovements.resellerId, filter.reseller_id) : undefined;
}

const movementColumns = {
  movement: creditMovements,
  resellerName: resellerName(users),
  actorName: actors.fullName,
  actorRole: actors.role,
  deviceId: activations.deviceId,
};

type MovementRow = {
  movement: typeof creditMovements.$inferSelect;
  resellerName: string;
  actorName: string | null;
  actorRole: string | null;
  deviceId: string | null;
};

function toMovement(row: MovementRow, caller: Caller): CreditMovement {
  const { movement } = row;
  return {
    id: movement.id,
    reseller_id: movement.resellerId,
    reseller_name: row.resellerName,
    kind: movement.kind,
    amount: movement.amount,
    balance_after: movement.balanceAfter,
    by_operator: movement.actorId !== null && movement.actorId !== movement.resellerId,
    // Operators' names are for operators: a reseller sees that an operator moved its credits, not who.
    actor_name: caller.role === 'operator' ? row.actorName : null,
    reason: movement.reason,
    activation_id: movement.activationId,
    device_id: row.deviceId,
    created_at: movement.createdAt.toISOString(),
  };
}

function movementsQuery(db: Reader) {
  return db
    .select(movementColumns)
    .from(creditMovements)
    .innerJoin(users, eq(users.id, creditMovements.resellerId))
    .leftJoin(actors, eq(actors.id, creditMovements.actorId))
    .leftJoin(activations, eq(activations.id, creditMovements.activationId));
}

/** One page of the ledger the caller may read, newest first by default, with the number of all its rows. */
export async function listCreditMovements(
  db: Database,
  caller: Caller,
  { sort, offset, limit }: ListQuery<CreditMovementSortField>,
  filter: CreditMovementFilter,
): Promise<{ rows: CreditMovement[]; total: number }> {
  const where = and(
    movementScope(caller, filter),
    filter.kind ? eq(creditMovements.kind, filter.kind) : undefined,
    ...dayRange(creditMovements.createdAt, filter.from, filter.to),
  );
  const order = sort.order === 'asc' ? asc : desc;
  const column = sort.field === 'amount' ? creditMovements.amount : creditMovements.createdAt;
  const [rows, [counted]] = await Promise.all([
    movementsQuery(db)
      .where(where)
      // The ledger's own order breaks ties: the balance each row left reads in sequence.
      .orderBy(order(column), order(creditMovements.createdAt), order(creditMovements.balanceAfter))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(creditMovements).where(where),
  ]);
  return { rows: rows.map((row) => toMovement(row, caller)), total: counted?.total ?? 0 };
}

/** A movement just written, as the ledger shows it. */
async function movementById(db: Reader, id: string, caller: Caller): Promise<CreditMovement> {
  const [row] = await movementsQuery(db).where(eq(creditMovements.id, id));
  if (!row) throw new Error(`No credit movement ${id}`);
  return toMovement(row, caller);
}

export type MoveResult = { movement: CreditMovement } | { refused: 'not_found' | 'insufficient_credits' };

/**
 * An operator grants credits to a reseller (or an operator's own account) or takes some back, with a reason.
 * Taking back more than the balance holds is refused; the balance row is locked while it is read.
 */
export async function moveCredits(
  db: Database,
  operator: Caller,
  move: CreditMove,
  address: string | null,
): Promise<MoveResult> {
  return db.transaction(async (tx): Promise<MoveResult> => {
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, move.reseller_id), inArray(users.role, [...businessRoles])));
    if (!target) return { refused: 'not_found' };
    const balance = await lockedBalance(tx, target.id);
    const takeBack = move.direction === 'take_back';
    if (takeBack && balance < move.credits) return { refused: 'insufficient_credits' };
    const [written] = await tx
      .insert(creditMovements)
      .values({
        resellerId: target.id,
        kind: takeBack ? 'adjustment' : 'grant',
        amount: takeBack ? -move.credits : move.credits,
        actorId: operator.id,
        reason: move.reason,
      })
      .returning({ id: creditMovements.id, balanceAfter: creditMovements.balanceAfter });
    if (!written) throw new Error('A credit movement was not written');
    if (!takeBack) await rearmLowBalance(tx, target.id);
    await writeAudit(tx, {
      actorId: operator.id,
      action: takeBack ? 'credits.take_back' : 'credits.grant',
      entity: 'user',
      entityId: target.id,
      before: { balance },
      after: {
        balance: written.balanceAfter,
        credits: move.credits,
        reason: move.reason,
        movement_id: written.id,
      },
      address,
    });
    return { movement: await movementById(tx, written.id, operator) };
  });
}

/** Every reseller's (and operator's) balance, for operators: the accounts that may hold credits. */
export async function listResellerCredits(
  db: Database,
  { sort, offset, limit }: ListQuery<ResellerCreditSortField>,
  filter: { q?: string | undefined; id?: string },
  now: Date,
): Promise<{ rows: ResellerCredits[]; total: number }> {
  const search = filter.q?.trim();
  const where = and(
    inArray(users.role, [...businessRoles]),
    filter.id ? eq(users.id, filter.id) : undefined,
    search
      ? or(
          ilike(users.email, likePattern(search)),
          ilike(users.fullName, likePattern(search)),
          ilike(users.businessName, likePattern(search)),
        )
      : undefined,
  );
  const since = new Date(now.getTime() - 30 * dayMs);
  const recent = sql<number>`(select count(*)::int from ${activations} where ${activations.resellerId} = ${users.id} and ${activations.revokedAt} is null and ${activations.createdAt} >= ${since.toISOString()}::timestamptz)`;
  const last = sql<
    Date | string | null
  >`(select ${max(creditMovements.createdAt)} from ${creditMovements} where ${creditMovements.resellerId} = ${users.id})`;
  const balance = sql<number>`coalesce(${creditBalances.balance}, 0)`;
  const sortColumns = {
    balance,
    full_name: users.fullName,
    email: users.email,
    last_movement_at: last,
  } satisfies Record<ResellerCreditSortField, unknown>;
  const order = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        businessName: users.businessName,
        email: users.email,
        role: users.role,
        banned: users.banned,
        balance,
        recent,
        last,
      })
      .from(users)
      .leftJoin(creditBalances, eq(creditBalances.resellerId, users.id))
      .where(where)
      .orderBy(sql`${order(sortColumns[sort.field])} nulls last`, order(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      full_name: row.fullName,
      business_name: row.businessName,
      email: row.email,
      role: row.role === 'operator' ? 'operator' : 'reseller',
      banned: row.banned,
      balance: Number(row.balance),
      activations_30_days: Number(row.recent),
      last_movement_at: row.last ? new Date(row.last).toISOString() : null,
    })),
    total: counted?.total ?? 0,
  };
}

/** Who a low-balance warning goes to, whether it may still be sent, and the threshold set now. */
export async function lowBalanceAddressee(
  db: Reader,
  resellerId: string,
): Promise<
  | { email: string; name: string; locale: string | null; standing: boolean; threshold: number | null }
  | undefined
> {
  const [row] = await db
    .select({
      email: users.email,
      name: users.fullName,
      locale: users.locale,
      standing: sql<boolean>`${accountInGoodStanding()}`,
      threshold: creditBalances.lowBalanceThreshold,
    })
    .from(users)
    .leftJoin(creditBalances, eq(creditBalances.resellerId, users.id))
    .where(eq(users.id, resellerId));
  return row;
}
