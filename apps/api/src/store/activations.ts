import type { Activation } from '@vela/api-client';
import type { ActivationCreate, ActivationFilter } from '@vela/validation';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Reader, Transaction } from '../db/database.ts';
import { activations, creditBalances, creditMovements, devices, licenceGrants, users } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import { grantBasic, grantPremium } from '../domain/licence.ts';
import type { ListQuery } from '../domain/list-query.ts';
import type { ActivationEventData } from '../domain/webhook-events.ts';
import { deviceIdSearch } from './admin-devices.ts';
import { writeAudit } from './audit.ts';
import { type Caller, currentPrices, lockedBalance, rearmLowBalance, resellerName } from './credits.ts';
import { dayRange } from './days.ts';
import { licenceStateOf } from './devices.ts';
import { earlierAnswer, type IdempotentCall, rememberAnswer } from './idempotency.ts';
import { enqueueJob } from './jobs.ts';
import { likePattern } from './like.ts';
import { accountInGoodStanding } from './reseller-scope.ts';
import { type PublishDeps, publishResellerEvent } from './webhook-events.ts';

export const activationSortFields = ['created_at', 'device_id', 'tier', 'credits'] as const;
export type ActivationSortField = (typeof activationSortFields)[number];

/** The source of the licence grants that activations make and undo (`licence_grants.source`). */
export const activationGrantSource = 'reseller_activation';
export const revocationGrantSource = 'activation_revoke';

/** The job that tells a reseller its balance fell to its threshold. */
const lowBalanceJob = 'credits.low_balance';

type ActivationRow = typeof activations.$inferSelect;

export interface ActingContext {
  now: Date;
  /** Hours after an activation during which its reseller may revoke it. */
  revokeWindowHours: number;
  /** The integration API key the call came through, when it did. */
  apiKeyId?: string | null;
  /** The call's `Idempotency-Key`, when the integration API was sent one. */
  idempotency?: IdempotentCall | null;
  address: string | null;
  publish: PublishDeps;
}

const revocableUntil = (row: Pick<ActivationRow, 'createdAt'>, hours: number) =>
  new Date(row.createdAt.getTime() + hours * 60 * 60 * 1000);

function toActivation(row: ActivationRow, name: string | null, revokeWindowHours: number): Activation {
  return {
    id: row.id,
    reseller_id: row.resellerId,
    reseller_name: name,
    device_id: row.deviceId,
    device_row_id: row.deviceRowId,
    tier: row.tier,
    credits: row.credits,
    note: row.note,
    status: row.revokedAt ? 'revoked' : 'active',
    privacy_expires_at: row.privacyExpiresAfter?.toISOString() ?? null,
    revocable_until: revocableUntil(row, revokeWindowHours).toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_as: row.revokedAs,
    revoke_reason: row.revokeReason,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whose activations a caller reaches: a reseller its own; an operator everyone's (or one reseller's by filter). */
function activationScope(caller: Caller, resellerId?: string): SQL | undefined {
  if (caller.role !== 'operator') return eq(activations.resellerId, caller.id);
  return resellerId ? eq(activations.resellerId, resellerId) : undefined;
}

function filterConditions(filter: ActivationFilter): (SQL | null | undefined)[] {
  const parts: (SQL | null | undefined)[] = [];
  if (filter.q) {
    const byId = deviceIdSearch(activations.deviceId, filter.q);
    const byNote = ilike(activations.note, likePattern(filter.q));
    parts.push(byId ? or(byId, byNote) : byNote);
  }
  if (filter.tier) parts.push(eq(activations.tier, filter.tier));
  if (filter.status === 'active') parts.push(isNull(activations.revokedAt));
  if (filter.status === 'revoked') parts.push(isNotNull(activations.revokedAt));
  parts.push(...dayRange(activations.createdAt, filter.from, filter.to));
  return parts;
}

function activationsQuery(db: Reader) {
  return db
    .select({ activation: activations, name: resellerName(users) })
    .from(activations)
    .leftJoin(users, eq(users.id, activations.resellerId));
}

/** One page of the activations the caller reaches, newest first by default, with the number of all of them. */
export async function listActivations(
  db: Database,
  caller: Caller,
  { sort, offset, limit }: ListQuery<ActivationSortField>,
  filter: ActivationFilter,
  revokeWindowHours: number,
): Promise<{ rows: Activation[]; total: number }> {
  const conditions = filterConditions(filter);
  // A search that cannot be part of a device id nor of a note matches nothing.
  if (conditions.includes(null)) return { rows: [], total: 0 };
  const where = and(activationScope(caller, filter.reseller_id), ...(conditions as (SQL | undefined)[]));
  const sortColumns = {
    created_at: activations.createdAt,
    device_id: activations.deviceId,
    tier: activations.tier,
    credits: activations.credits,
  } satisfies Record<ActivationSortField, unknown>;
  const order = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    activationsQuery(db)
      .where(where)
      .orderBy(order(sortColumns[sort.field]), order(activations.createdAt), order(activations.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(activations).where(where),
  ]);
  return {
    rows: rows.map((row) => toActivation(row.activation, row.name, revokeWindowHours)),
    total: counted?.total ?? 0,
  };
}

/** One activation the caller reaches, or undefined (another reseller's and unknown ones alike). */
export async function getActivation(
  db: Reader,
  caller: Caller,
  id: string,
  revokeWindowHours: number,
): Promise<Activation | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await activationsQuery(db).where(and(eq(activations.id, id), activationScope(caller)));
  return row ? toActivation(row.activation, row.name, revokeWindowHours) : undefined;
}

/** Whether the reseller's account may spend and be refunded: a reseller or an operator, not banned. */
async function inStanding(tx: Transaction, resellerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ standing: sql<boolean>`${accountInGoodStanding()}` })
    .from(users)
    .where(eq(users.id, resellerId));
  return Boolean(row?.standing);
}

/**
 * After a spend: when the balance it left is at or below the reseller's threshold and the reseller was not
 * told since it last rose above it, the warning is queued once (its e-mail and the `credits.low` webhook).
 */
async function warnOfLowBalance(
  tx: Transaction,
  resellerId: string,
  balance: number,
  context: ActingContext,
) {
  const [settings] = await tx
    .update(creditBalances)
    .set({ lowBalanceNotifiedAt: context.now })
    .where(
      and(
        eq(creditBalances.resellerId, resellerId),
        isNotNull(creditBalances.lowBalanceThreshold),
        sql`${creditBalances.balance} <= ${creditBalances.lowBalanceThreshold}`,
        isNull(creditBalances.lowBalanceNotifiedAt),
      ),
    )
    .returning({ threshold: creditBalances.lowBalanceThreshold });
  if (!settings || settings.threshold === null) return;
  await enqueueJob(tx, {
    kind: lowBalanceJob,
    payload: { resellerId, balance, threshold: settings.threshold },
    runAt: context.now,
    key: `${lowBalanceJob}:${resellerId}:${context.now.toISOString()}`,
  });
  await publishResellerEvent(tx, context.publish, {
    resellerId,
    type: 'credits.low',
    data: { balance, threshold: settings.threshold },
  });
}

const eventData = (row: ActivationRow): ActivationEventData => ({
  activation: {
    id: row.id,
    device_id: row.deviceId,
    tier: row.tier,
    credits: row.credits,
    privacy_expires_at: row.privacyExpiresAfter?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  },
});

export type ActivateResult =
  | { activation: Activation }
  | { replayed: Activation }
  | {
      refused:
        | 'credits_frozen'
        | 'device_not_found'
        | 'already_licensed'
        | 'insufficient_credits'
        | 'idempotency_key_reused';
    };

/**
 * A reseller activates a device for a tier, paying its price in credits, in one transaction: the balance row
 * is locked first (so concurrent spends queue), then the device's; a device that has the lifetime licence is
 * refused Basic before anything is spent; the licence follows the rules of `domain/licence.ts` (a Premium year
 * from the later of now and the current end); the grant, the ledger's movement, the audit entry and the
 * `device.activated` event are written with it.
 */
export async function activateDevice(
  db: Database,
  caller: Caller,
  input: ActivationCreate,
  context: ActingContext,
): Promise<ActivateResult> {
  return db.transaction(async (tx): Promise<ActivateResult> => {
    const { idempotency } = context;
    if (idempotency) {
      const earlier = await earlierAnswer(tx, idempotency, context.now);
      if (earlier && 'conflict' in earlier) return { refused: 'idempotency_key_reused' };
      if (earlier) {
        const replayed = earlier.replay.body as Activation;
        await writeAudit(tx, {
          actorId: caller.id,
          apiKeyId: context.apiKeyId ?? null,
          action: 'integration.activation.replayed',
          entity: 'device',
          entityId: replayed.device_id,
          after: { activation_id: replayed.id, status: earlier.replay.status },
          address: context.address,
        });
        return { replayed };
      }
    }
    if (!(await inStanding(tx, caller.id))) return { refused: 'credits_frozen' };
    const price = (await currentPrices(tx))[input.tier];
    const balance = await lockedBalance(tx, caller.id);
    const [device] = await tx
      .select()
      .from(devices)
      .where(eq(devices.deviceId, input.device_id))
      .for('update')
      .limit(1);
    if (!device) return { refused: 'device_not_found' };
    const before = licenceStateOf(device);
    // Basic adds nothing to a lifetime licence: refused, as the checkout refuses it.
    if (input.tier === 'basic' && before.lifetimeLicence) return { refused: 'already_licensed' };
    if (balance < price) return { refused: 'insufficient_credits' };
    // A reseller's sale is not the shop's: the shop's promotion does not apply to it.
    const after =
      input.tier === 'premium' ? grantPremium(before, context.now) : grantBasic(before, context.now, null);
    const [row] = await tx
      .insert(activations)
      .values({
        resellerId: caller.id,
        deviceRowId: device.id,
        deviceId: device.deviceId,
        tier: input.tier,
        credits: price,
        note: input.note ?? null,
        lifetimeBefore: before.lifetimeLicence,
        privacyExpiresBefore: before.privacyExpiresAt,
        privacyExpiresAfter: after.privacyExpiresAt,
        createdAt: context.now,
      })
      .returning();
    if (!row) throw new Error('An activation was not written');
    await tx
      .update(devices)
      .set({ lifetimeLicence: after.lifetimeLicence, privacyExpiresAt: after.privacyExpiresAt })
      .where(eq(devices.id, device.id));
    await tx.insert(licenceGrants).values({
      deviceId: device.id,
      kind: 'grant',
      plan: input.tier,
      source: activationGrantSource,
      sourceRef: row.id,
      actorId: caller.id,
      lifetimeLicence: after.lifetimeLicence,
      privacyExpiresAt: after.privacyExpiresAt,
      createdAt: context.now,
    });
    const [spent] = await tx
      .insert(creditMovements)
      .values({
        resellerId: caller.id,
        kind: 'activation',
        amount: -price,
        actorId: caller.id,
        apiKeyId: context.apiKeyId ?? null,
        activationId: row.id,
        createdAt: context.now,
      })
      .returning({ balanceAfter: creditMovements.balanceAfter });
    await writeAudit(tx, {
      actorId: caller.id,
      apiKeyId: context.apiKeyId ?? null,
      action: 'activation.create',
      entity: 'device',
      entityId: device.deviceId,
      before: {
        lifetime: before.lifetimeLicence,
        privacy_expiry: before.privacyExpiresAt?.toISOString() ?? null,
      },
      after: {
        activation_id: row.id,
        tier: input.tier,
        credits: price,
        balance: spent?.balanceAfter ?? null,
        lifetime: after.lifetimeLicence,
        privacy_expiry: after.privacyExpiresAt?.toISOString() ?? null,
      },
      address: context.address,
    });
    await publishResellerEvent(tx, context.publish, {
      resellerId: caller.id,
      type: 'device.activated',
      data: eventData(row),
    });
    if (spent) await warnOfLowBalance(tx, caller.id, spent.balanceAfter, context);
    const [named] = await tx
      .select({ name: resellerName(users) })
      .from(users)
      .where(eq(users.id, caller.id));
    const activation = toActivation(row, named?.name ?? null, context.revokeWindowHours);
    if (idempotency)
      await rememberAnswer(tx, idempotency, { status: 201, body: { ...activation } }, context.now);
    return { activation };
  });
}

export type RevokeResult =
  | { activation: Activation }
  | {
      refused:
        | 'not_found'
        | 'credits_frozen'
        | 'revoke_window_over'
        | 'activation_revoked'
        | 'licence_changed';
    };

/**
 * Undoes an activation: its reseller within the grace period (`as: 'reseller'`), or an operator at any time
 * with a reason (`as: 'operator'`). The activation's row is locked, then the balance's, then the device's; the
 * device gets back the licence it had before, provided nothing changed it since (a purchase or another
 * activation would be lost otherwise: refused with `licence_changed`); the credits come back once (the
 * ledger's unique refund per activation), with the audit entry and the `activation.revoked` event.
 */
export async function revokeActivation(
  db: Database,
  caller: Caller,
  id: string,
  revocation: { as: 'reseller' | 'operator'; reason: string | null },
  context: ActingContext,
): Promise<RevokeResult> {
  if (!isUuid(id)) return { refused: 'not_found' };
  return db.transaction(async (tx): Promise<RevokeResult> => {
    const scope = revocation.as === 'operator' ? undefined : eq(activations.resellerId, caller.id);
    const [row] = await tx
      .select()
      .from(activations)
      .where(and(eq(activations.id, id), scope))
      .for('update');
    if (!row) return { refused: 'not_found' };
    if (row.revokedAt) return { refused: 'activation_revoked' };
    if (revocation.as === 'reseller') {
      if (!(await inStanding(tx, caller.id))) return { refused: 'credits_frozen' };
      if (context.now > revocableUntil(row, context.revokeWindowHours))
        return { refused: 'revoke_window_over' };
    }
    if (row.resellerId) await lockedBalance(tx, row.resellerId);
    const [device] = row.deviceRowId
      ? await tx.select().from(devices).where(eq(devices.id, row.deviceRowId)).for('update')
      : [];
    if (device) {
      const unchanged =
        device.lifetimeLicence &&
        (device.privacyExpiresAt?.getTime() ?? null) === (row.privacyExpiresAfter?.getTime() ?? null);
      if (!unchanged) return { refused: 'licence_changed' };
      await tx
        .update(devices)
        .set({ lifetimeLicence: row.lifetimeBefore, privacyExpiresAt: row.privacyExpiresBefore })
        .where(eq(devices.id, device.id));
      await tx.insert(licenceGrants).values({
        deviceId: device.id,
        kind: 'revoke',
        plan: null,
        source: revocationGrantSource,
        sourceRef: row.id,
        actorId: caller.id,
        reason: revocation.reason,
        lifetimeLicence: row.lifetimeBefore,
        privacyExpiresAt: row.privacyExpiresBefore,
        createdAt: context.now,
      });
    }
    const [revoked] = await tx
      .update(activations)
      .set({
        revokedAt: context.now,
        revokedBy: caller.id,
        revokedAs: revocation.as,
        revokeReason: revocation.reason,
      })
      .where(eq(activations.id, row.id))
      .returning();
    if (!revoked) throw new Error('A locked activation disappeared');
    let balance: number | null = null;
    if (row.resellerId) {
      const [refund] = await tx
        .insert(creditMovements)
        .values({
          resellerId: row.resellerId,
          kind: 'refund',
          amount: row.credits,
          actorId: caller.id,
          apiKeyId: context.apiKeyId ?? null,
          reason: revocation.reason,
          activationId: row.id,
          createdAt: context.now,
        })
        .returning({ balanceAfter: creditMovements.balanceAfter });
      balance = refund?.balanceAfter ?? null;
      await rearmLowBalance(tx, row.resellerId);
    }
    await writeAudit(tx, {
      actorId: caller.id,
      apiKeyId: context.apiKeyId ?? null,
      action: revocation.as === 'operator' ? 'activation.reverse' : 'activation.revoke',
      entity: 'device',
      entityId: row.deviceId,
      before: {
        activation_id: row.id,
        lifetime: device?.lifetimeLicence ?? null,
        privacy_expiry: device?.privacyExpiresAt?.toISOString() ?? null,
      },
      after: {
        lifetime: row.lifetimeBefore,
        privacy_expiry: row.privacyExpiresBefore?.toISOString() ?? null,
        credits: row.credits,
        balance,
        reason: revocation.reason,
      },
      address: context.address,
    });
    if (row.resellerId) {
      await publishResellerEvent(tx, context.publish, {
        resellerId: row.resellerId,
        type: 'activation.revoked',
        data: eventData(revoked),
      });
    }
    const [named] = row.resellerId
      ? await tx
          .select({ name: resellerName(users) })
          .from(users)
          .where(eq(users.id, row.resellerId))
      : [];
    return { activation: toActivation(revoked, named?.name ?? null, context.revokeWindowHours) };
  });
}
