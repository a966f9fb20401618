import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks (https://www.standardwebhooks.com/, decision 41): a delivery carries `webhook-id`,
// `webhook-timestamp` (Unix seconds) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
// `{id}.{timestamp}.{body}`, keyed with the bytes the secret's base64 part decodes to, so that receivers verify
// it with the standard's libraries.

const secretPrefix = 'whsec_';

/** A new endpoint secret: `whsec_` and 32 random bytes in base64 (44 characters), as the libraries read it. */
export function newWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString('base64')}`;
}

/**
 * The key a secret stands for: the bytes its part after `whsec_` decodes to. Node's decoder reads base64 and
 * base64url alike, so a secret made before the standard (base64url, no padding) keeps its 32 bytes; written
 * in base64 (`-` → `+`, `_` → `/`, and `=`) it is the same key for the libraries.
 */
export function webhookSigningKey(secret: string): Buffer {
  const encoded = secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new Error('A webhook secret decodes to no bytes');
  return key;
}

/** `v1,` and the base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` under the secret's key. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', webhookSigningKey(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** The standard's three headers: `id` is the event's, the same on every attempt; `timestamp` the attempt's. */
export function standardWebhookHeaders(
  secret: string,
  message: { id: string; timestamp: number; body: string },
): { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string } {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestamp),
    'webhook-signature': webhookSignature(secret, message.id, message.timestamp, message.body),
  };
}
