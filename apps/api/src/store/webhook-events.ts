import { webhookTestEventType } from '@vela/validation';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  devices,
  playlistAnnouncements,
  playlists,
  resellerWebhookAttempts,
  resellerWebhookDeliveries,
  resellerWebhookEvents,
  resellerWebhooks,
} from '../db/schema.ts';
import type { PlaylistEventData, ResellerEvent } from '../domain/webhook-events.ts';
import { enqueueJob } from './jobs.ts';
import { inGoodStanding, reachingResellers } from './reseller-scope.ts';

/** A query builder or a transaction of it: events are published in the transaction of the change. */
export type EventWriter = Pick<Database, 'select' | 'insert'>;

/** What publishing needs of the app: its clock. */
export interface PublishDeps {
  now: () => Date;
}

export const webhookDeliveryJob = 'webhooks.deliver';
/**
 * Tries before a delivery stays failed: the queue waits 30 s, 1 min, 2 min, … (at most 6 hours) between
 * them, so the last is about 26 hours after the first.
 */
export const webhookMaxAttempts = 14;

/** The job that delivers one delivery, added once per delivery (its key). */
export async function enqueueDelivery(
  db: EventWriter,
  deliveryId: string,
  at: Date,
  manual?: { attempt: number },
) {
  return enqueueJob(db, {
    kind: webhookDeliveryJob,
    payload: { deliveryId, manual: manual !== undefined },
    runAt: at,
    key: manual ? `webhooks.resend:${deliveryId}:${manual.attempt}` : `webhooks.deliver:${deliveryId}`,
    maxAttempts: manual ? 1 : webhookMaxAttempts,
  });
}

/** Records one event and its deliveries to the given endpoints, each with its job; the event's id. */
async function recordEvent(
  db: EventWriter,
  at: Date,
  event: { resellerId: string; type: string; data: Record<string, unknown> },
  webhookIds: readonly string[],
): Promise<string> {
  const [created] = await db
    .insert(resellerWebhookEvents)
    .values({ ownerId: event.resellerId, type: event.type, data: event.data, createdAt: at })
    .returning({ id: resellerWebhookEvents.id });
  if (!created) throw new Error('The event was not recorded');
  const deliveries = await db
    .insert(resellerWebhookDeliveries)
    .values(webhookIds.map((webhookId) => ({ eventId: created.id, webhookId, createdAt: at })))
    .onConflictDoNothing()
    .returning({ id: resellerWebhookDeliveries.id });
  for (const delivery of deliveries) await enqueueDelivery(db, delivery.id, at);
  return created.id;
}

/**
 * Tells a reseller's webhooks about one occurrence: one event, and one delivery (with its job) per enabled
 * endpoint that subscribed to its type, in the caller's transaction. The caller decides that the occurrence
 * concerns this reseller's clients (see {@link publishPlaylistEvents}); undefined when no endpoint listens,
 * and always for a reseller that is banned or no longer a reseller (`inGoodStanding`).
 */
export async function publishResellerEvent(
  db: EventWriter,
  deps: PublishDeps,
  event: ResellerEvent,
): Promise<string | undefined> {
  const listening = await db
    .select({ id: resellerWebhooks.id })
    .from(resellerWebhooks)
    .where(
      and(
        eq(resellerWebhooks.ownerId, event.resellerId),
        eq(resellerWebhooks.enabled, true),
        sql`${resellerWebhooks.eventTypes} @> ${JSON.stringify([event.type])}::jsonb`,
        inGoodStanding(resellerWebhooks.ownerId),
      ),
    );
  if (listening.length === 0) return undefined;
  return recordEvent(
    db,
    deps.now(),
    { resellerId: event.resellerId, type: event.type, data: { ...event.data } },
    listening.map((row) => row.id),
  );
}

/** 'Send a test event': a `webhook.test` event to this one endpoint, enabled or not; the event's id. */
export async function publishTestEvent(
  db: EventWriter,
  deps: PublishDeps,
  { resellerId, webhookId }: { resellerId: string; webhookId: string },
): Promise<string> {
  return recordEvent(
    db,
    deps.now(),
    {
      resellerId,
      type: webhookTestEventType,
      data: { webhook_id: webhookId, message: 'A test event sent from the dashboard.' },
    },
    [webhookId],
  );
}

/**
 * `playlist.added` (after the insert) or `playlist.removed` (before the delete) for the given playlists, to
 * each reseller that reaches them (decision 28), and to nobody else.
 */
export async function publishPlaylistEvents(
  db: EventWriter,
  deps: PublishDeps,
  type: 'playlist.added' | 'playlist.removed',
  playlistIds: readonly string[],
): Promise<void> {
  const reached = await reachingResellers(db, playlistIds);
  if (reached.length === 0) return;
  const rows = await db
    .select({
      id: playlists.id,
      deviceId: devices.deviceId,
      name: playlists.name,
      host: playlists.host,
      addedVia: playlists.addedVia,
    })
    .from(playlists)
    .innerJoin(devices, eq(devices.id, playlists.deviceId))
    .where(inArray(playlists.id, [...new Set(reached.map((row) => row.playlistId))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { playlistId, resellerId } of reached) {
    const row = byId.get(playlistId);
    if (!row) continue;
    const data: PlaylistEventData = {
      playlist: {
        id: row.id,
        device_id: row.deviceId,
        name: row.name,
        host: row.host,
        added_via: row.addedVia,
      },
    };
    await publishResellerEvent(db, deps, { resellerId, type, data });
  }
}

/** `device.claimed` to each reseller that reaches one of the device's playlists. */
export async function publishDeviceClaimed(
  db: EventWriter,
  deps: PublishDeps,
  device: { id: string; deviceId: string },
): Promise<void> {
  const onDevice = await db
    .select({ id: playlists.id })
    .from(playlists)
    .where(eq(playlists.deviceId, device.id));
  const reached = await reachingResellers(
    db,
    onDevice.map((row) => row.id),
  );
  const resellers = [...new Set(reached.map((row) => row.resellerId))];
  const claimedAt = deps.now().toISOString();
  for (const resellerId of resellers) {
    await publishResellerEvent(db, deps, {
      resellerId,
      type: 'device.claimed',
      data: { device: { device_id: device.deviceId, claimed_at: claimedAt } },
    });
  }
}

/** How many playlists one transaction announces. */
const announcedPerTurn = 500;

/**
 * Tells resellers' webhooks about the playlists that My List added since the last pass (their rows in
 * `playlist_announcements`, written by the batched insert): `playlist.added` to each reseller who reaches them,
 * as {@link publishPlaylistEvents} decides. Each turn takes up to 500 rows (`for update skip locked`: two
 * processes never take the same row), records the events and their deliveries and deletes the rows in one
 * transaction, so an announcement is published once, or stays for the next pass when the turn fails. A playlist
 * removed before its turn is not found by the rule of reach and goes unannounced. Answers how many rows it took.
 */
export async function announceAddedPlaylists(db: Database, deps: PublishDeps): Promise<number> {
  let taken = 0;
  for (;;) {
    const turn = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(playlistAnnouncements)
        .where(
          inArray(
            playlistAnnouncements.playlistId,
            tx
              .select({ id: playlistAnnouncements.playlistId })
              .from(playlistAnnouncements)
              .limit(announcedPerTurn)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning({ id: playlistAnnouncements.playlistId });
      const ids = rows.map((row) => row.id);
      await publishPlaylistEvents(tx, deps, 'playlist.added', ids);
      return ids.length;
    });
    taken += turn;
    if (turn < announcedPerTurn) return taken;
  }
}

export type WebhookDeliveryRow = typeof resellerWebhookDeliveries.$inferSelect;
export type WebhookEventRow = typeof resellerWebhookEvents.$inferSelect;
export type WebhookRow = typeof resellerWebhooks.$inferSelect;

/**
 * A delivery with its event and endpoint, and whether the endpoint's owner may still be sent anything
 * (`inGoodStanding`); undefined once removed with its endpoint.
 */
export async function findWebhookDelivery(
  db: Database,
  deliveryId: string,
): Promise<
  | { delivery: WebhookDeliveryRow; event: WebhookEventRow; webhook: WebhookRow; ownerActive: boolean }
  | undefined
> {
  const [found] = await db
    .select({
      delivery: resellerWebhookDeliveries,
      event: resellerWebhookEvents,
      webhook: resellerWebhooks,
      ownerActive: sql<boolean>`${inGoodStanding(resellerWebhooks.ownerId)}`,
    })
    .from(resellerWebhookDeliveries)
    .innerJoin(resellerWebhookEvents, eq(resellerWebhookEvents.id, resellerWebhookDeliveries.eventId))
    .innerJoin(resellerWebhooks, eq(resellerWebhooks.id, resellerWebhookDeliveries.webhookId))
    .where(eq(resellerWebhookDeliveries.id, deliveryId));
  return found;
}

/**
 * Logs one attempt of a delivery and counts it on the delivery, in one transaction: `delivered` when it
 * succeeded, `failed` when it was the last (`becomesFailed`), otherwise still as it was.
 */
export async function recordWebhookAttempt(
  db: Database,
  attempt: {
    deliveryId: string;
    at: Date;
    statusCode: number | null;
    durationMs: number;
    errorKind: WebhookAttemptRow['errorKind'];
    manual: boolean;
    /** The error kind and its detail, as the delivery shows its last error. */
    lastError: string | null;
    succeeded: boolean;
    becomesFailed: boolean;
  },
): Promise<void> {
  const { deliveryId, at, statusCode, durationMs, errorKind, manual, lastError, succeeded, becomesFailed } =
    attempt;
  await db.transaction(async (tx) => {
    await tx
      .insert(resellerWebhookAttempts)
      .values({ deliveryId, at, statusCode, durationMs, errorKind, manual });
    await tx
      .update(resellerWebhookDeliveries)
      .set({
        attempts: sql`${resellerWebhookDeliveries.attempts} + 1`,
        lastStatus: statusCode,
        lastError,
        lastAttemptAt: at,
        ...(succeeded
          ? { state: 'delivered' as const, deliveredAt: at }
          : becomesFailed
            ? { state: 'failed' as const }
            : {}),
      })
      .where(eq(resellerWebhookDeliveries.id, deliveryId));
  });
}

type WebhookAttemptRow = typeof resellerWebhookAttempts.$inferSelect;
