import { webhookTestEventType } from '@vela/validation';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  devices,
  playlists,
  resellerWebhookDeliveries,
  resellerWebhookEvents,
  resellerWebhooks,
} from '../db/schema.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { reachingResellers } from '../store/reseller-scope.ts';
import type { PlaylistEventData, ResellerEvent } from './events.ts';

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
 * concerns this reseller's clients (see {@link publishPlaylistEvents}); undefined when no endpoint listens.
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
