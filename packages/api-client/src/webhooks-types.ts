import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** A reseller's webhook endpoint as `/api/admin/webhooks` shows it: never its secret. */
export type Webhook = Schemas['Webhook'];

/** The answer to creating an endpoint or rotating its secret: the secret, this once. */
export type WebhookWithSecret = Schemas['WebhookWithSecret'];

/** One event on its way to one endpoint, with its attempts, newest first. */
export type WebhookDelivery = Schemas['WebhookDelivery'];

export type WebhookDeliveryState = WebhookDelivery['state'];

/** One request made for a delivery. */
export type WebhookAttempt = WebhookDelivery['attempt_log'][number];
