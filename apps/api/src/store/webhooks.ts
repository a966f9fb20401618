import type { Webhook, WebhookAttempt, WebhookDelivery, WebhookWithSecret } from '@vela/api-client';
import type { WebhookCreate, WebhookUpdate } from '@vela/validation';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { PlaylistCipher } from '../crypto/playlist-secrets.ts';
import type { Database, Transaction } from '../db/database.ts';
import {
  resellerWebhookAttempts,
  resellerWebhookDeliveries,
  resellerWebhookEvents,
  resellerWebhooks,
  users,
} from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { eventBody } from '../webhooks/deliver.ts';
import { newWebhookSecret } from '../webhooks/signature.ts';
import { writeAudit } from './audit.ts';
import { enqueueDelivery, type PublishDeps, publishTestEvent } from './webhook-events.ts';

// A reseller's webhook endpoints and their deliveries (decision 41). Every statement carries the owner, so
// another reseller's endpoint or delivery is not found.

export const webhookSortFields = ['created_at', 'url'] as const;
export const webhookDeliverySortFields = ['created_at'] as const;
/** Endpoints one reseller may hold. */
const webhooksPerReseller = 10;
/** Attempts shown with each delivery, newest first. */
const attemptsShown = 20;

type WebhookRow = typeof resellerWebhooks.$inferSelect;

function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    event_types: row.eventTypes,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    secret_rotated_at: row.secretRotatedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an endpoint: never its secret. */
const audited = (row: WebhookRow) => ({ url: row.url, event_types: row.eventTypes, enabled: row.enabled });

const owned = (ownerId: string, id: string) =>
  and(eq(resellerWebhooks.id, id), eq(resellerWebhooks.ownerId, ownerId));

export async function listWebhooks(
  db: Database,
  ownerId: string,
  { sort, offset, limit }: ListQuery<(typeof webhookSortFields)[number]>,
): Promise<{ rows: Webhook[]; total: number }> {
  const where = eq(resellerWebhooks.ownerId, ownerId);
  const order = sort.order === 'asc' ? asc : desc;
  const column = sort.field === 'url' ? resellerWebhooks.url : resellerWebhooks.createdAt;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(resellerWebhooks)
      .where(where)
      .orderBy(order(column), order(resellerWebhooks.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(resellerWebhooks).where(where),
  ]);
  return { rows: rows.map(toWebhook), total: counted?.total ?? 0 };
}

export async function getWebhook(db: Database, ownerId: string, id: string): Promise<Webhook | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(resellerWebhooks).where(owned(ownerId, id)).limit(1);
  return row ? toWebhook(row) : undefined;
}

export type WebhookCreation = { ok: true; webhook: WebhookWithSecret } | { ok: false; code: 'webhook_limit' };

/** Makes an endpoint with a new secret, kept encrypted; the secret is in the answer this once. */
export async function createWebhook(
  db: Database,
  cipher: PlaylistCipher,
  ownerId: string,
  values: WebhookCreate,
  now: Date,
  address: string | null,
): Promise<WebhookCreation> {
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    // Two requests at once cannot both take the last place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [held] = await tx
      .select({ total: count() })
      .from(resellerWebhooks)
      .where(eq(resellerWebhooks.ownerId, ownerId));
    if ((held?.total ?? 0) >= webhooksPerReseller) return { ok: false, code: 'webhook_limit' } as const;
    const [row] = await tx
      .insert(resellerWebhooks)
      .values({
        ownerId,
        url: values.url,
        eventTypes: values.event_types,
        enabled: values.enabled,
        secretEncrypted: cipher.encrypt(secret),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The webhook was not stored');
    await writeAudit(tx, {
      actorId: ownerId,
      action: 'webhook.create',
      entity: 'webhook',
      entityId: row.id,
      after: audited(row),
      address,
    });
    return { ok: true, webhook: { ...toWebhook(row), secret } } as const;
  });
}

export async function updateWebhook(
  db: Database,
  ownerId: string,
  id: string,
  values: WebhookUpdate,
  address: string | null,
): Promise<Webhook | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(resellerWebhooks).where(owned(ownerId, id)).for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(resellerWebhooks)
      .set({
        ...(values.url !== undefined ? { url: values.url } : {}),
        ...(values.event_types !== undefined ? { eventTypes: values.event_types } : {}),
        ...(values.enabled !== undefined ? { enabled: values.enabled } : {}),
      })
      .where(owned(ownerId, id))
      .returning();
    if (!row) return undefined;
    await writeAudit(tx, {
      actorId: ownerId,
      action: 'webhook.update',
      entity: 'webhook',
      entityId: row.id,
      before: audited(before),
      after: audited(row),
      address,
    });
    return toWebhook(row);
  });
}

export async function deleteWebhook(
  db: Database,
  ownerId: string,
  id: string,
  address: string | null,
): Promise<Webhook | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(resellerWebhooks).where(owned(ownerId, id)).returning();
    if (!row) return undefined;
    await writeAudit(tx, {
      actorId: ownerId,
      action: 'webhook.delete',
      entity: 'webhook',
      entityId: row.id,
      before: audited(row),
      address,
    });
    return toWebhook(row);
  });
}

/** Why an account's endpoints were turned off for it: what its audit entries say. */
export type WebhookPauseReason = 'account_banned' | 'role_changed';

/**
 * Stops what an account's webhooks would still send once it may not run a reseller's business (banned, or no
 * longer a reseller or operator), in the caller's transaction: each enabled endpoint is turned off (audited
 * as a change of the endpoint, with the reason and the operator who made it), and each delivery still pending
 * fails as one to an endpoint turned off, so its queued job finds nothing to send. Lifting the ban leaves the
 * endpoints off: the reseller turns them on again when it wants them.
 */
export async function pauseWebhooksOfAccount(
  tx: Transaction,
  { ownerId, actorId, reason }: { ownerId: string; actorId: string; reason: WebhookPauseReason },
  address: string | null,
): Promise<{ endpoints: number; deliveries: number }> {
  const endpoints = await tx
    .update(resellerWebhooks)
    .set({ enabled: false })
    .where(and(eq(resellerWebhooks.ownerId, ownerId), eq(resellerWebhooks.enabled, true)))
    .returning();
  for (const row of endpoints) {
    await writeAudit(tx, {
      actorId,
      action: 'webhook.update',
      entity: 'webhook',
      entityId: row.id,
      before: { ...audited(row), enabled: true },
      after: { ...audited(row), reason },
      address,
    });
  }
  const ownEndpoints = tx
    .select({ id: resellerWebhooks.id })
    .from(resellerWebhooks)
    .where(eq(resellerWebhooks.ownerId, ownerId));
  const cancelled = await tx
    .update(resellerWebhookDeliveries)
    .set({ state: 'failed', lastError: `disabled: ${reason}` })
    .where(
      and(
        eq(resellerWebhookDeliveries.state, 'pending'),
        inArray(resellerWebhookDeliveries.webhookId, ownEndpoints),
      ),
    )
    .returning({ id: resellerWebhookDeliveries.id });
  return { endpoints: endpoints.length, deliveries: cancelled.length };
}

/** A new secret for the endpoint, at once: later attempts are signed with it; shown this once. */
export async function rotateWebhookSecret(
  db: Database,
  cipher: PlaylistCipher,
  ownerId: string,
  id: string,
  now: Date,
  address: string | null,
): Promise<WebhookWithSecret | undefined> {
  if (!isUuid(id)) return undefined;
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(resellerWebhooks)
      .set({ secretEncrypted: cipher.encrypt(secret), secretRotatedAt: now })
      .where(owned(ownerId, id))
      .returning();
    if (!row) return undefined;
    // The secret itself is never written down; only that it changed, and when.
    await writeAudit(tx, {
      actorId: ownerId,
      action: 'webhook.rotate_secret',
      entity: 'webhook',
      entityId: row.id,
      after: { url: row.url, secret_rotated_at: now.toISOString() },
      address,
    });
    return { ...toWebhook(row), secret };
  });
}

type DeliveryRow = {
  delivery: typeof resellerWebhookDeliveries.$inferSelect;
  event: typeof resellerWebhookEvents.$inferSelect;
};

async function withAttempts(db: Database, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  const ids = rows.map((row) => row.delivery.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(resellerWebhookAttempts)
        .where(inArray(resellerWebhookAttempts.deliveryId, ids))
        .orderBy(desc(resellerWebhookAttempts.at), desc(resellerWebhookAttempts.id))
    : [];
  const byDelivery = new Map<string, WebhookAttempt[]>();
  for (const attempt of attempts) {
    const list = byDelivery.get(attempt.deliveryId) ?? [];
    if (list.length < attemptsShown)
      list.push({
        at: attempt.at.toISOString(),
        status_code: attempt.statusCode,
        duration_ms: attempt.durationMs,
        error_kind: attempt.errorKind,
        manual: attempt.manual,
      });
    byDelivery.set(attempt.deliveryId, list);
  }
  return rows.map(({ delivery, event }) => ({
    id: delivery.id,
    webhook_id: delivery.webhookId,
    event_id: event.id,
    event_type: event.type,
    state: delivery.state,
    attempts: delivery.attempts,
    last_status: delivery.lastStatus,
    last_error: delivery.lastError,
    created_at: delivery.createdAt.toISOString(),
    last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
    delivered_at: delivery.deliveredAt?.toISOString() ?? null,
    body: eventBody(event),
    attempt_log: byDelivery.get(delivery.id) ?? [],
  }));
}

const ownedDeliveries = (ownerId: string) =>
  and(eq(resellerWebhooks.ownerId, ownerId), eq(resellerWebhookEvents.ownerId, ownerId));

function deliveriesOf(db: Database) {
  return db
    .select({ delivery: resellerWebhookDeliveries, event: resellerWebhookEvents })
    .from(resellerWebhookDeliveries)
    .innerJoin(resellerWebhooks, eq(resellerWebhooks.id, resellerWebhookDeliveries.webhookId))
    .innerJoin(resellerWebhookEvents, eq(resellerWebhookEvents.id, resellerWebhookDeliveries.eventId));
}

/** One page of the deliveries of one of the owner's endpoints (or all of them), newest first. */
export async function listWebhookDeliveries(
  db: Database,
  ownerId: string,
  webhookId: string | undefined,
  { sort, offset, limit }: ListQuery<(typeof webhookDeliverySortFields)[number]>,
): Promise<{ rows: WebhookDelivery[]; total: number }> {
  if (webhookId !== undefined && !isUuid(webhookId)) return { rows: [], total: 0 };
  const where = and(
    ownedDeliveries(ownerId),
    webhookId === undefined ? undefined : eq(resellerWebhookDeliveries.webhookId, webhookId),
  );
  const order = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    deliveriesOf(db)
      .where(where)
      .orderBy(order(resellerWebhookDeliveries.createdAt), order(resellerWebhookDeliveries.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(resellerWebhookDeliveries)
      .innerJoin(resellerWebhooks, eq(resellerWebhooks.id, resellerWebhookDeliveries.webhookId))
      .innerJoin(resellerWebhookEvents, eq(resellerWebhookEvents.id, resellerWebhookDeliveries.eventId))
      .where(where),
  ]);
  return { rows: await withAttempts(db, rows), total: counted?.total ?? 0 };
}

export async function getWebhookDelivery(
  db: Database,
  ownerId: string,
  id: string,
): Promise<WebhookDelivery | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await deliveriesOf(db)
    .where(and(ownedDeliveries(ownerId), eq(resellerWebhookDeliveries.id, id)))
    .limit(1);
  const [delivery] = await withAttempts(db, rows);
  return delivery;
}

/** Queues one more attempt of the delivery, same event id and body; a double click queues one. */
export async function resendWebhookDelivery(
  db: Database,
  deps: PublishDeps,
  ownerId: string,
  id: string,
): Promise<WebhookDelivery | undefined> {
  const delivery = await getWebhookDelivery(db, ownerId, id);
  if (!delivery) return undefined;
  await enqueueDelivery(db, delivery.id, deps.now(), { attempt: delivery.attempts });
  return delivery;
}

/** 'Send a test event' to one of the owner's endpoints: the new delivery, queued at once. */
export async function sendWebhookTest(
  db: Database,
  deps: PublishDeps,
  ownerId: string,
  id: string,
): Promise<WebhookDelivery | undefined> {
  if (!isUuid(id)) return undefined;
  const eventId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: resellerWebhooks.id })
      .from(resellerWebhooks)
      .where(owned(ownerId, id));
    if (!row) return undefined;
    return publishTestEvent(tx, deps, { resellerId: ownerId, webhookId: id });
  });
  if (!eventId) return undefined;
  const rows = await deliveriesOf(db)
    .where(and(ownedDeliveries(ownerId), eq(resellerWebhookDeliveries.eventId, eventId)))
    .limit(1);
  const [delivery] = await withAttempts(db, rows);
  return delivery;
}
