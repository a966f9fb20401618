import type { CreditOrderRecord } from '@vela/api-client';
import type { CreditOrderFilter } from '@vela/validation';
import { and, asc, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Reader } from '../db/database.ts';
import { creditMovements, creditOrders, creditPacks, users } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { writeAudit } from './audit.ts';
import { type Caller, rearmLowBalance, resellerName } from './credits.ts';
import { enqueueJob } from './jobs.ts';
import type { PaymentProviderName } from './payments.ts';
import { accountInGoodStanding } from './reseller-scope.ts';

// A reseller buys a pack of credits with the payment provider (decision 61). The order keeps the credits and the
// price of the pack when it was made; the server captures it when the browser reports the buyer's approval, and
// the provider's webhook reports the capture too. Whichever comes first completes the order, in one transaction
// with the ledger's `purchase` movement (keyed by the order's id, `credit_movements_order_unique`) and the job of
// its receipt: the credits arrive once, however often and in whatever order either is replayed.

export const creditOrderSortFields = ['created_at', 'completed_at', 'amount', 'credits'] as const;
export type CreditOrderSortField = (typeof creditOrderSortFields)[number];

export type CreditOrderRow = typeof creditOrders.$inferSelect;
type PackRow = typeof creditPacks.$inferSelect;

/** The job that e-mails the receipt of a paid order. */
const receiptJob = 'credits.receipt';

function toCreditOrder(row: { order: CreditOrderRow; resellerName: string }): CreditOrderRecord {
  const { order } = row;
  return {
    id: order.id,
    provider_order_id: order.providerOrderId,
    reseller_id: order.resellerId,
    reseller_name: row.resellerName,
    pack_id: order.packId,
    credits: order.credits,
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    capture_id: order.captureId,
    created_at: order.createdAt.toISOString(),
    completed_at: order.completedAt?.toISOString() ?? null,
  };
}

function ordersQuery(db: Reader) {
  return db
    .select({ order: creditOrders, resellerName: resellerName(users) })
    .from(creditOrders)
    .innerJoin(users, eq(users.id, creditOrders.resellerId));
}

/**
 * Whose purchases a caller lists: a reseller its own paid ones; an operator everyone's in any state, or one
 * reseller's by filter.
 */
function listScope(caller: Caller, filter: CreditOrderFilter): SQL | undefined {
  if (caller.role !== 'operator') {
    return and(eq(creditOrders.resellerId, caller.id), eq(creditOrders.status, 'completed'));
  }
  return filter.reseller_id ? eq(creditOrders.resellerId, filter.reseller_id) : undefined;
}

const sortColumns = {
  created_at: creditOrders.createdAt,
  completed_at: creditOrders.completedAt,
  amount: creditOrders.amount,
  credits: creditOrders.credits,
} as const satisfies Record<CreditOrderSortField, unknown>;

/** One page of the purchases of credits the caller may read, newest first by default, with the number of all. */
export async function listCreditOrders(
  db: Database,
  caller: Caller,
  { sort, offset, limit }: ListQuery<CreditOrderSortField>,
  filter: CreditOrderFilter,
): Promise<{ rows: CreditOrderRecord[]; total: number }> {
  const where = and(
    listScope(caller, filter),
    filter.status ? eq(creditOrders.status, filter.status) : undefined,
  );
  const order = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    ordersQuery(db)
      .where(where)
      .orderBy(
        sql`${order(sortColumns[sort.field])} nulls last`,
        order(creditOrders.createdAt),
        order(creditOrders.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(creditOrders).where(where),
  ]);
  return { rows: rows.map(toCreditOrder), total: counted?.total ?? 0 };
}

/** One purchase by our id: the caller's own (any reseller's for operators), or undefined. */
export async function getCreditOrder(
  db: Reader,
  caller: Caller,
  id: string,
): Promise<CreditOrderRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await ordersQuery(db).where(
    and(
      eq(creditOrders.id, id),
      caller.role === 'operator' ? undefined : eq(creditOrders.resellerId, caller.id),
    ),
  );
  return row ? toCreditOrder(row) : undefined;
}

export type CreditOrderQuote = { pack: PackRow } | { refused: 'credits_frozen' | 'credit_pack_not_found' };

/**
 * What a reseller is about to buy: the pack, if it is on sale, and only while the reseller's account may hold
 * credits (a suspended or demoted account's credits are frozen, decision 56). Nothing is asked of the payment
 * provider before this holds.
 */
export async function quoteCreditOrder(
  db: Reader,
  resellerId: string,
  packId: string,
): Promise<CreditOrderQuote> {
  const [account] = await db
    .select({ standing: sql<boolean>`${accountInGoodStanding()}` })
    .from(users)
    .where(eq(users.id, resellerId));
  if (!account?.standing) return { refused: 'credits_frozen' };
  if (!isUuid(packId)) return { refused: 'credit_pack_not_found' };
  const [pack] = await db
    .select()
    .from(creditPacks)
    .where(and(eq(creditPacks.id, packId), eq(creditPacks.active, true)));
  return pack ? { pack } : { refused: 'credit_pack_not_found' };
}

/**
 * Records the order the provider made for a pack, pending until it is paid, with the pack's credits and price as
 * they are now. Audited as the reseller's.
 */
export async function recordCreditOrder(
  db: Database,
  order: {
    /** Our id, given to the provider as the order's custom id before this row exists. */
    id: string;
    provider: PaymentProviderName;
    providerOrderId: string;
    resellerId: string;
    pack: PackRow;
    locale: string | null;
    now: Date;
    address: string | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(creditOrders).values({
      id: order.id,
      provider: order.provider,
      providerOrderId: order.providerOrderId,
      resellerId: order.resellerId,
      packId: order.pack.id,
      credits: order.pack.credits,
      amount: order.pack.price,
      currency: order.pack.currency,
      locale: order.locale,
      createdAt: order.now,
    });
    await writeAudit(tx, {
      actorId: order.resellerId,
      action: 'credit_order.create',
      entity: 'credit_order',
      entityId: order.id,
      after: {
        pack_id: order.pack.id,
        credits: order.pack.credits,
        amount: order.pack.price,
        currency: order.pack.currency,
        provider: order.provider,
        provider_order_id: order.providerOrderId,
      },
      address: order.address,
    });
  });
}

/**
 * The order the provider knows by `providerOrderId`; with `resellerId`, only when it is that reseller's (another
 * reseller's order is not found).
 */
export async function findCreditOrder(
  db: Reader,
  provider: PaymentProviderName,
  providerOrderId: string,
  resellerId?: string,
): Promise<CreditOrderRow | undefined> {
  const [order] = await db
    .select()
    .from(creditOrders)
    .where(
      and(
        eq(creditOrders.provider, provider),
        eq(creditOrders.providerOrderId, providerOrderId),
        resellerId === undefined ? undefined : eq(creditOrders.resellerId, resellerId),
      ),
    )
    .limit(1);
  return order;
}

/** An order the provider did not complete as it was made (another amount, currency or custom id): not paid. */
export async function markCreditOrderFailed(db: Database, orderId: string): Promise<void> {
  await db
    .update(creditOrders)
    .set({ status: 'failed' })
    .where(and(eq(creditOrders.id, orderId), eq(creditOrders.status, 'pending')));
}

/**
 * Completes a paid order once and brings its credits: the order's row is claimed by the update itself (a second
 * capture or webhook waits for the first and then finds it completed), and the ledger's `purchase` movement, the
 * receipt's job and the audit entry are written in the same transaction. False when it was completed already.
 * `actorId` is who reported the payment: the reseller through its browser, null for the provider's webhook.
 */
export async function completeCreditOrder(
  db: Database,
  orderId: string,
  captureId: string,
  { now, actorId, address }: { now: Date; actorId: string | null; address: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(creditOrders)
      .set({ status: 'completed', captureId, completedAt: now })
      .where(and(eq(creditOrders.id, orderId), ne(creditOrders.status, 'completed')))
      .returning();
    if (!order) return false;
    const [bought] = await tx
      .insert(creditMovements)
      .values({
        resellerId: order.resellerId,
        kind: 'purchase',
        amount: order.credits,
        // The reseller's own purchase, whoever reported it: not a movement by support.
        actorId: order.resellerId,
        orderRef: order.id,
        createdAt: now,
      })
      .returning({ id: creditMovements.id, balanceAfter: creditMovements.balanceAfter });
    if (!bought) throw new Error('A credit movement was not written');
    await rearmLowBalance(tx, order.resellerId);
    await enqueueJob(tx, {
      kind: receiptJob,
      payload: { orderId: order.id },
      runAt: now,
      key: `${receiptJob}:${order.id}`,
    });
    await writeAudit(tx, {
      actorId,
      action: 'credit_order.complete',
      entity: 'credit_order',
      entityId: order.id,
      after: {
        reseller_id: order.resellerId,
        credits: order.credits,
        amount: order.amount,
        currency: order.currency,
        capture_id: captureId,
        movement_id: bought.id,
        balance: bought.balanceAfter,
      },
      address,
    });
    return true;
  });
}

/** A paid order to e-mail the receipt of, with whom to write to. */
export interface CreditReceiptToMail {
  order: CreditOrderRow;
  reseller: { email: string; name: string; locale: string | null };
}

/**
 * Marks a paid order's receipt mailed at `at`, once: a retry after the hand-over (a crash before its job was
 * marked done) finds it marked and sends nothing. Null when it was mailed already or its reseller is gone;
 * `unmarkCreditReceiptMailed` undoes the mark when the hand-over failed.
 */
export async function markCreditReceiptMailed(
  db: Database,
  orderId: string,
  at: Date,
): Promise<CreditReceiptToMail | null> {
  const [order] = await db
    .update(creditOrders)
    .set({ mailedAt: at })
    .where(
      and(eq(creditOrders.id, orderId), eq(creditOrders.status, 'completed'), isNull(creditOrders.mailedAt)),
    )
    .returning();
  if (!order) return null;
  const [reseller] = await db
    .select({ email: users.email, name: users.fullName, locale: users.locale })
    .from(users)
    .where(eq(users.id, order.resellerId));
  return reseller ? { order, reseller } : null;
}

/** Lets the next attempt mail the receipt again. */
export async function unmarkCreditReceiptMailed(db: Database, orderId: string): Promise<void> {
  await db.update(creditOrders).set({ mailedAt: null }).where(eq(creditOrders.id, orderId));
}
