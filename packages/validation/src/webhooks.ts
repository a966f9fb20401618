import { z } from 'zod';
import { objectOf } from './fields.ts';
import { validationKeys as keys } from './messages.ts';

/** The events a reseller's webhook may subscribe to, about its own clients only (decision 41). */
export const webhookEventTypes = [
  'playlist.added',
  'playlist.removed',
  'device.claimed',
  'host.failing',
  'host.recovered',
  'device.activated',
  'activation.revoked',
  'credits.low',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event 'Send a test event' posts; never subscribed to. */
export const webhookTestEventType = 'webhook.test';

export const webhookUrlMaxLength = 2000;

export interface WebhookUrlOptions {
  /** Plain `http:` too: tests and local demos only (`WEBHOOKS_ALLOW_HTTP`); `https:` otherwise. */
  allowHttp: boolean;
}

/** An endpoint's address: an absolute http(s) URL without credentials or fragment, https unless allowed. */
export function webhookUrlSchema({ allowHttp }: WebhookUrlOptions) {
  return z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .max(webhookUrlMaxLength, { error: keys.maxLength })
    .superRefine((value, context) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        context.addIssue({ code: 'custom', message: keys.hostUrlInvalid });
        return;
      }
      const protocolOk = url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        context.addIssue({ code: 'custom', message: keys.hostUrlInvalid });
      } else if (!protocolOk) {
        context.addIssue({ code: 'custom', message: keys.httpsRequired });
      } else if (url.username || url.password || url.hash || !url.hostname) {
        context.addIssue({ code: 'custom', message: keys.hostUrlInvalid });
      }
    })
    .meta({
      format: 'uri',
      // The scheme, a host (and port) without credentials, then a path or query without white space or fragment.
      pattern: `^\\s*[Hh][Tt][Tt][Pp]${allowHttp ? '[Ss]?' : '[Ss]'}://[^\\s/?#@\\\\]+(?:[/?][^\\s#]*)?\\s*$`,
      description: allowHttp
        ? 'An absolute http or https URL without credentials or fragment'
        : 'An absolute https URL without credentials or fragment',
    });
}

const eventTypesSchema = z
  .array(z.enum(webhookEventTypes, { error: keys.oneOf }), { error: keys.required })
  .min(1, { error: keys.required })
  .transform((types) => webhookEventTypes.filter((type) => types.includes(type)));

/** `POST /api/admin/webhooks` and the dashboard's form: where to post and which events. */
export function webhookCreateSchema(options: WebhookUrlOptions) {
  return objectOf({
    url: webhookUrlSchema(options),
    event_types: eventTypesSchema,
    enabled: z.boolean({ error: keys.invalidType }).default(true),
  });
}

/** `PUT /api/admin/webhooks/{id}`: the same fields, each optional. */
export function webhookUpdateSchema(options: WebhookUrlOptions) {
  return objectOf({
    url: webhookUrlSchema(options).optional(),
    event_types: eventTypesSchema.optional(),
    enabled: z.boolean({ error: keys.invalidType }).optional(),
  });
}

export type WebhookCreateValues = z.input<ReturnType<typeof webhookCreateSchema>>;
export type WebhookCreate = z.output<ReturnType<typeof webhookCreateSchema>>;
export type WebhookUpdate = z.output<ReturnType<typeof webhookUpdateSchema>>;
