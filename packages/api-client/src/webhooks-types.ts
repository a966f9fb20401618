import type { WebhookEventType } from '@vela/validation';

/** A reseller's webhook endpoint as `/api/admin/webhooks` shows it: never its secret. */
export interface Webhook {
  id: string;
  url: string;
  event_types: WebhookEventType[];
  enabled: boolean;
  /** ISO 8601 instants; `secret_rotated_at` null until the secret is first rotated. */
  created_at: string;
  secret_rotated_at: string | null;
}

/** The answer to creating an endpoint or rotating its secret: the secret, this once. */
export interface WebhookWithSecret extends Webhook {
  secret: string;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/** One request made for a delivery. */
export interface WebhookAttempt {
  /** ISO 8601. */
  at: string;
  status_code: number | null;
  duration_ms: number;
  /** Null for a 2xx answer; `http_status` for another; else why no answer was read. */
  error_kind: string | null;
  manual: boolean;
}

/** One event on its way to one endpoint, with its attempts, newest first. */
export interface WebhookDelivery {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  state: WebhookDeliveryState;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
  /** The body posted, as signed. */
  body: string;
  attempt_log: WebhookAttempt[];
}
