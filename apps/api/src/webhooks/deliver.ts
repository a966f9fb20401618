import { performance } from 'node:perf_hooks';
import type { AppDeps } from '../deps.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import type { OutboundResult } from '../outbound/outbound-fetch.ts';
import {
  findWebhookDelivery,
  recordWebhookAttempt,
  webhookDeliveryJob,
  webhookMaxAttempts,
} from '../store/webhook-events.ts';
import { standardWebhookHeaders } from './signature.ts';

/** What went wrong with an attempt: an outbound failure, an answer other than 2xx, or a setting. */
type AttemptErrorKind = Exclude<OutboundResult, { ok: true }>['failure'] | 'http_status' | 'disabled';

/** The JSON posted for an event: the same text on every attempt, so its signature covers what was sent. */
export function eventBody(event: { id: string; type: string; createdAt: Date; data: unknown }): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.createdAt.toISOString(),
    data: event.data,
  });
}

/**
 * Posts one delivery (decision 41): signed as Standard Webhooks says with the endpoint's current secret, its
 * `webhook-id` the event's id on every attempt and re-send, through the outbound fetcher
 * (no private addresses unless allowed, no redirects, 5 s, 16 KiB read). Each attempt is logged; an
 * attempt that fails throws, so the queue tries again with backoff until `webhookMaxAttempts`. A re-send
 * (`manual`) is one attempt of its own.
 */
export function webhookJobHandlers(deps: AppDeps): Pick<JobHandlers, typeof webhookDeliveryJob> {
  const { db } = deps.database;
  return {
    [webhookDeliveryJob]: async (job) => {
      const { deliveryId } = job.payload;
      const manual = job.payload.manual === true;
      const found = await findWebhookDelivery(db, deliveryId);
      // Removed with its endpoint, or delivered by a re-send in the meantime: nothing to do.
      if (!found) return;
      const { delivery, event, webhook, ownerActive } = found;
      if (!manual && delivery.state !== 'pending') return;

      const at = deps.now();
      const timestamp = Math.floor(at.getTime() / 1000);
      const body = eventBody(event);
      let statusCode: number | null = null;
      let errorKind: AttemptErrorKind | null = null;
      let detail: string | null = null;
      const started = performance.now();
      const plainHttpRefused = webhook.url.startsWith('http:') && !deps.env.WEBHOOKS_ALLOW_HTTP;
      // Nothing is sent for an account that is banned or no longer a reseller, not even a re-send.
      if ((!manual && !webhook.enabled) || !ownerActive) {
        errorKind = 'disabled';
      } else if (plainHttpRefused) {
        errorKind = 'invalid_url';
      } else {
        const secret = deps.playlistCipher.decrypt(webhook.secretEncrypted);
        const result = await deps.outbound.request(webhook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'VelaPlayer-Webhooks/1',
            ...standardWebhookHeaders(secret, { id: event.id, timestamp, body }),
            'vela-event-type': event.type,
            'vela-delivery-id': delivery.id,
          },
          body,
        });
        statusCode = result.status ?? null;
        if (result.ok) {
          if (result.status < 200 || result.status >= 300) errorKind = 'http_status';
        } else if (
          // A 2xx whose body is longer than we read is still an acknowledgement.
          !(result.failure === 'too_large' && result.status !== undefined && result.status < 300)
        ) {
          errorKind = result.failure;
          detail = result.detail ?? null;
        }
      }
      const durationMs = Math.round(performance.now() - started);
      const succeeded = errorKind === null;
      // Disabled since: no more tries. Otherwise a failed automatic try is final at the last attempt.
      const final = errorKind === 'disabled' || manual || job.attempts >= webhookMaxAttempts;
      await recordWebhookAttempt(db, {
        deliveryId: delivery.id,
        at,
        statusCode,
        durationMs,
        errorKind,
        manual,
        lastError: errorKind === null ? null : [errorKind, detail].filter(Boolean).join(': '),
        succeeded,
        becomesFailed: final && (!manual || delivery.state !== 'pending'),
      });
      if (!succeeded && !final) {
        throw new Error(
          `Webhook delivery ${delivery.id} failed: ${errorKind}${statusCode ? ` ${statusCode}` : ''}`,
        );
      }
    },
  };
}
