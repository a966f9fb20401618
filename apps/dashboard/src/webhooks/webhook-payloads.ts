import { type WebhookEventType, webhookEventTypes } from '@vela/validation';

// What the guide shows of each event: a body as posted (`{ id, type, created_at, data }`), with made-up
// values. The shapes are the API's (`apps/api/src/webhooks/events.ts`).

const playlist = {
  playlist: {
    id: '0b6f3c1e-5d8a-4c3b-9f57-2a6d1e0c4b7a',
    device_id: 'AA:BB:CC:DD:EE:FF',
    name: 'Living room',
    host: 'http://line.example.com:8080',
    added_via: 'code',
  },
};
const host = {
  host: { address: 'http://line.example.com:8080', whitelist_id: '6d2c9a4e-1f3b-4e8d-a7c5-0b9e8f7d6c5b' },
  clients_ok: 4,
  clients_failing: 31,
  since: '2027-01-31T09:55:00.000Z',
};

const activation = {
  activation: {
    id: '9a1e2d3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
    device_id: 'AA:BB:CC:DD:EE:FF',
    tier: 'premium',
    credits: 2,
    privacy_expires_at: '2028-01-31T10:00:00.000Z',
    created_at: '2027-01-31T10:00:00.000Z',
  },
};

const data: Record<WebhookEventType, unknown> = {
  'playlist.added': playlist,
  'playlist.removed': playlist,
  'device.claimed': { device: { device_id: 'AA:BB:CC:DD:EE:FF', claimed_at: '2027-01-31T10:00:00.000Z' } },
  'host.failing': host,
  'host.recovered': { ...host, clients_ok: 29, clients_failing: 1, since: '2027-01-31T11:20:00.000Z' },
  'device.activated': activation,
  'activation.revoked': activation,
  'credits.low': { balance: 3, threshold: 5 },
};

/** The body of each event type, pretty-printed. */
export const payloadExamples = webhookEventTypes.map((type) => ({
  type,
  body: JSON.stringify(
    {
      id: '3f0c2b8e-7a1d-4e5f-9b6c-8d7e6f5a4b3c',
      type,
      created_at: '2027-01-31T10:00:00.000Z',
      data: data[type],
    },
    null,
    2,
  ),
}));

/** The headers of a delivery: Standard Webhooks' three, then two of ours. */
export const headersExample = `POST /your/endpoint HTTP/1.1
Content-Type: application/json
User-Agent: VelaPlayer-Webhooks/1
webhook-id: 3f0c2b8e-7a1d-4e5f-9b6c-8d7e6f5a4b3c
webhook-timestamp: 1801389600
webhook-signature: v1,m1SSqUrlU4wKdHwWMRUKPM8Hvad8hGD0rCCVCST3Pnc=
Vela-Event-Type: playlist.added
Vela-Delivery-Id: 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d`;
