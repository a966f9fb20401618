import type { CreditPack } from '@vela/api-client';
import type { CreditPackFilter, CreditPackInput } from '@vela/validation';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Reader } from '../db/database.ts';
import { creditPacks } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { writeAudit } from './audit.ts';
import type { Caller } from './credits.ts';

// Operators keep the catalogue of the packs of credits resellers buy (decision 61). Resellers see the packs on
// sale only. A pack that was bought is retired, never deleted (the database refuses it), and each order keeps
// the credits and the price it was made with, so a change here reaches later orders only.

export const creditPackSortFields = ['credits', 'price', 'created_at'] as const;
export type CreditPackSortField = (typeof creditPackSortFields)[number];

type PackRow = typeof creditPacks.$inferSelect;

function toCreditPack(row: PackRow): CreditPack {
  return {
    id: row.id,
    credits: row.credits,
    price: row.price,
    currency: row.currency,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a pack: what it holds, costs and whether it is on sale. */
const audited = (row: PackRow) => ({
  credits: row.credits,
  price: row.price,
  currency: row.currency,
  active: row.active,
});

/** Which packs a caller sees: every one for operators, those on sale for resellers. */
const packScope = (caller: Caller): SQL | undefined =>
  caller.role === 'operator' ? undefined : eq(creditPacks.active, true);

const sortColumns = {
  credits: creditPacks.credits,
  price: creditPacks.price,
  created_at: creditPacks.createdAt,
} as const satisfies Record<CreditPackSortField, unknown>;

/** One page of the packs the caller sees, fewest credits first by default, with the number of all of them. */
export async function listCreditPacks(
  db: Database,
  caller: Caller,
  { sort, offset, limit }: ListQuery<CreditPackSortField>,
  filter: CreditPackFilter,
): Promise<{ rows: CreditPack[]; total: number }> {
  const ids = filter.id === undefined ? undefined : [filter.id].flat();
  if (ids?.length === 0) return { rows: [], total: 0 };
  const where = and(
    packScope(caller),
    filter.active === undefined ? undefined : eq(creditPacks.active, filter.active),
    ids ? inArray(creditPacks.id, ids) : undefined,
  );
  const order = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(creditPacks)
      .where(where)
      .orderBy(order(sortColumns[sort.field]), order(creditPacks.price), asc(creditPacks.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(creditPacks).where(where),
  ]);
  return { rows: rows.map(toCreditPack), total: counted?.total ?? 0 };
}

/** One pack the caller sees, or undefined (a retired one for a reseller, like an unknown one). */
export async function getCreditPack(db: Reader, caller: Caller, id: string): Promise<CreditPack | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(creditPacks)
    .where(and(eq(creditPacks.id, id), packScope(caller)));
  return row ? toCreditPack(row) : undefined;
}

export interface PackChange {
  /** The shop's currency (`PRICE_CURRENCY`): a new pack's when it names none. */
  currency: string;
  now: Date;
  address: string | null;
}

/** An operator adds a pack, audited in the same transaction. */
export async function createCreditPack(
  db: Database,
  operator: Caller,
  input: CreditPackInput,
  change: PackChange,
): Promise<CreditPack> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(creditPacks)
      .values({
        credits: input.credits,
        price: input.price,
        currency: input.currency ?? change.currency,
        active: input.active ?? true,
        createdAt: change.now,
        updatedAt: change.now,
      })
      .returning();
    if (!row) throw new Error('A credit pack was not written');
    await writeAudit(tx, {
      actorId: operator.id,
      action: 'credit_pack.create',
      entity: 'credit_pack',
      entityId: row.id,
      after: audited(row),
      address: change.address,
    });
    return toCreditPack(row);
  });
}

/**
 * An operator changes a pack, or retires it (`active: false`); a currency or an on-sale flag left out stays as
 * it is. Orders already made keep what they were made with. Audited with the pack as it was.
 */
export async function updateCreditPack(
  db: Database,
  operator: Caller,
  id: string,
  input: CreditPackInput,
  change: PackChange,
): Promise<CreditPack | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(creditPacks).where(eq(creditPacks.id, id)).for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(creditPacks)
      .set({
        credits: input.credits,
        price: input.price,
        currency: input.currency ?? before.currency,
        active: input.active ?? before.active,
        updatedAt: change.now,
      })
      .where(eq(creditPacks.id, id))
      .returning();
    if (!row) throw new Error(`The credit pack ${id} was not changed`);
    await writeAudit(tx, {
      actorId: operator.id,
      action: 'credit_pack.update',
      entity: 'credit_pack',
      entityId: id,
      before: audited(before),
      after: audited(row),
      address: change.address,
    });
    return toCreditPack(row);
  });
}
