import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEnv, type Browser } from './accounts.ts';
import { claimNewDevice, engines, newAccountAs, sharedTestServer, type TestServer } from './harness.ts';

// Every route under /api/admin/, as /api/openapi.json lists it, walked by a second account of the same role
// against the first one's records: lists never show them, and a record's routes (read, change, delete, act)
// never reach them. `operator-roles.test.ts` walks the same routes by role; this walks them by owner.

type Role = 'customer' | 'reseller';

/** What the first account of a role holds, each record named with a text nobody else's record has. */
interface Holdings {
  marker: string;
  userId: string;
  deviceid: string;
  playlistId: string;
  host: string;
  ticketId: string;
  messageId: string;
  /** A reseller's own: a whitelist entry, an API key, a webhook and one of its deliveries. */
  entryId?: string;
  keyId?: string;
  webhookId?: string;
  deliveryId?: string;
}

/** A random id for the route parameters of records that the first account has none of. */
const nobodys = '00000000-0000-4000-8000-00000000abcd';

/**
 * Requests that each route would accept from the owner, so that only the owner can be the reason to refuse; where
 * a route takes a TV, the other account names its own (moving the owner's licence or playlist to it).
 */
const bodies: Record<string, (own: { deviceid: string }) => unknown> = {
  'PUT /admin/devices/{id}': () => ({ upload_protected: true }),
  'PATCH /admin/devices/{id}': () => ({ upload_protected: true }),
  'POST /admin/devices/{id}/transfer-licence': (own) => ({ to_deviceid: own.deviceid }),
  'PUT /admin/devices/{id}/parental-pin': () => ({ pin: '2468' }),
  'DELETE /admin/devices/{id}/parental-pin': () => ({ password: 'a long password 1' }),
  'POST /admin/devices/{id}/parental-unlock': () => ({ password: 'a long password 1' }),
  'PUT /admin/playlists/{id}/lock': () => ({ locked: true }),
  'PUT /admin/tickets/{id}': () => ({ status: 'closed' }),
  'POST /admin/tickets/{id}/messages': () => ({ content: 'Taken over' }),
  'PUT /admin/playlists/{id}': (own) => ({
    deviceid: own.deviceid,
    playlistName: 'Taken over',
    playlistFormat: 'xtream',
    host: 'http://taken.example.com',
    username: 'taken',
    password: 'taken-secret',
    hide_playlist_info: false,
  }),
  'PUT /admin/whitelist/{id}': () => ({ host: 'http://taken.example.com' }),
  'PUT /admin/webhooks/{id}': () => ({
    url: 'https://taken.example.com/hook',
    event_types: ['playlist.added'],
  }),
};

async function created(answer: Promise<{ status: number; body: Record<string, unknown> }>, what: string) {
  const made = await answer;
  if (made.status < 200 || made.status > 202)
    throw new Error(`${what} answered ${made.status}: ${JSON.stringify(made.body)}`);
  return made.body;
}

/** Gives the first account of a role one record of every kind its role can hold. */
async function hold(server: TestServer, role: Role, owner: Browser, userId: string): Promise<Holdings> {
  const marker = `Own${process.pid}${role}${Math.random().toString(36).slice(2, 8)}`;
  const host = `http://${marker.toLowerCase()}.example.com`;
  const tv = await claimNewDevice(server.url, owner);
  const playlist = await created(
    owner.post('/api/admin/playlists', {
      deviceid: tv.deviceid,
      playlistName: marker,
      playlistFormat: 'xtream',
      host,
      username: marker,
      password: 'owner-secret',
      hide_playlist_info: false,
    }),
    'the playlist',
  );
  const ticket = await created(
    owner.post('/api/admin/tickets', { subject: marker, content: marker }),
    'the ticket',
  );
  const messages = (await owner.get(`/api/admin/tickets/${ticket.id}/messages`)).body as unknown as {
    id: string;
  }[];
  const held: Holdings = {
    marker,
    userId,
    deviceid: tv.deviceid,
    playlistId: String(playlist.id),
    host,
    ticketId: String(ticket.id),
    messageId: String(messages[0]?.id),
  };
  if (role === 'reseller') {
    const entry = await created(owner.post('/api/admin/whitelist', { host }), 'the whitelist entry');
    const key = await created(owner.post('/api/admin/api-keys', { name: marker }), 'the API key');
    const webhook = await created(
      owner.post('/api/admin/webhooks', {
        url: `https://${marker.toLowerCase()}.example.com/hook`,
        event_types: ['playlist.added'],
      }),
      'the webhook',
    );
    const delivery = await created(
      owner.post(`/api/admin/webhooks/${webhook.id}/test`, {}),
      'the test event',
    );
    Object.assign(held, {
      entryId: String(entry.id),
      keyId: String(key.id),
      webhookId: String(webhook.id),
      deliveryId: String(delivery.id),
    });
  }
  return held;
}

/** The first account's record that a route's `{id}` names, by the route's resource. */
function idFor(template: string, held: Holdings): string {
  const resource = template.split('/')[2];
  const byResource: Record<string, string | undefined> = {
    devices: held.deviceid,
    tickets: held.ticketId,
    playlists: held.playlistId,
    clients: held.playlistId,
    whitelist: held.entryId,
    'api-keys': held.keyId,
    webhooks: held.webhookId,
    'webhook-deliveries': held.deliveryId,
  };
  return byResource[resource ?? ''] ?? held.userId;
}

function pathFor(template: string, held: Holdings): string {
  return `/api${template}`
    .replace('{id}', encodeURIComponent(idFor(template, held)))
    .replace('{messageId}', held.messageId)
    .replace(/\{[a-zA-Z_]+\}/g, nobodys);
}

/** What the owner still sees of each record after the other account's walk. */
async function stillHeld(owner: Browser, held: Holdings, role: Role) {
  expect((await owner.get(`/api/admin/playlists/${held.playlistId}`)).body).toMatchObject({
    playlistName: held.marker,
    username: held.marker,
    host: held.host,
    deviceid: held.deviceid,
    locked: false,
  });
  expect((await owner.get(`/api/admin/devices/${encodeURIComponent(held.deviceid)}`)).status).toBe(200);
  expect((await owner.get(`/api/admin/tickets/${held.ticketId}`)).body).toMatchObject({
    subject: held.marker,
  });
  expect(
    ((await owner.get(`/api/admin/tickets/${held.ticketId}/messages`)).body as unknown as []).length,
  ).toBe(1);
  if (role === 'reseller') {
    expect((await owner.get(`/api/admin/whitelist/${held.entryId}`)).body).toMatchObject({ host: held.host });
    expect((await owner.get(`/api/admin/api-keys/${held.keyId}`)).body).toMatchObject({
      name: held.marker,
      revoked_at: null,
    });
    expect((await owner.get(`/api/admin/webhooks/${held.webhookId}`)).body).toMatchObject({
      enabled: true,
      event_types: ['playlist.added'],
    });
  }
}

for (const engine of engines) {
  describe(`every admin route, by a second account of the same role, on ${engine.name}`, () => {
    let server: TestServer;
    let operations: [method: string, template: string][] = [];

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      operations = Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/admin/'))
        .flatMap(([path, methods]) =>
          Object.keys(methods).map((method): [string, string] => [method.toUpperCase(), path]),
        );
    });
    afterAll(() => server?.stop());

    it.each(['customer', 'reseller'] as const)(
      "never shows one %s another's records, nor lets them reach one",
      async (role) => {
        const owner = await newAccountAs(server, role);
        const held = await hold(server, role, owner.browser, owner.id);
        const other = await newAccountAs(server, role);
        const othersTv = await claimNewDevice(server.url, other.browser);
        const secrets = [
          held.marker.toLowerCase(),
          held.host,
          held.playlistId,
          held.ticketId,
          held.messageId,
          held.deviceid.toLowerCase(),
          ...[held.entryId, held.keyId, held.webhookId, held.deliveryId].filter((id) => id !== undefined),
        ];

        // Every list and figure: nothing of the owner's.
        const reads = operations.filter(([method, template]) => method === 'GET' && !template.includes('{'));
        expect(reads.length).toBeGreaterThan(20);
        for (const [, template] of reads) {
          const answer = await other.browser.get(`/api${template}`);
          const text = JSON.stringify(answer.body).toLowerCase();
          for (const secret of secrets)
            expect({ template, leaked: text.includes(secret) }).toEqual({ template, leaked: false });
        }

        // Every route of one record, aimed at the owner's: refused as not theirs (403) or not found (404).
        const ofRecords = operations.filter(([, template]) => template.includes('{'));
        expect(ofRecords.length).toBeGreaterThan(40);
        const reached: string[] = [];
        for (const [method, template] of ofRecords) {
          const operation = `${method} ${template}`;
          const body =
            bodies[operation]?.(othersTv) ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
          const answer = await other.browser.request(method, pathFor(template, held), body);
          if (answer.status !== 403 && answer.status !== 404) reached.push(`${operation}: ${answer.status}`);
        }
        expect(reached).toEqual([]);

        // A host move by the other account's own forms leaves the owner's playlists where they were.
        for (const path of ['/api/admin/playlists/mass-update-host', '/api/admin/clients/mass-update-host']) {
          const moved = await other.browser.post(path, {
            old_host: held.host,
            new_host: 'http://taken.example.com',
            confirm: true,
          });
          const expected = !path.includes('/clients/')
            ? { status: 200, updated: 0, code: undefined }
            : role === 'customer'
              ? { status: 403, updated: undefined, code: 'not_authorized' }
              : // Among the reseller's own clients, nobody plays from the owner's host.
                { status: 422, updated: undefined, code: 'old_host_not_in_use' };
          expect({ path, status: moved.status, updated: moved.body.updated, code: moved.body.code }).toEqual({
            path,
            ...expected,
          });
        }

        await stillHeld(owner.browser, held, role);
      },
    );
  });
}
