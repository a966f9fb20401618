import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playlists } from '../src/db/schema.ts';
import { engines, postJson, registerDevice, startTestServer, type TestServer } from './harness.ts';

const publicPosts = [
  '/api/getAllNews',
  '/api/playlist_v3',
  '/api/checkHostCode',
  '/api/checkdeviceid',
  '/api/forms/support',
  '/api/forms/contact',
  '/api/forms/abuse',
  '/api/forms/comment',
  '/api/newsletter',
  '/api/app/register',
  '/api/app/sync',
  '/api/app/can-play',
  '/api/payments/orders',
  '/api/payments/orders/ABC/capture',
  '/api/payments/subscriptions',
  '/api/payments/simulator/subscriptions',
  '/api/payments/paypal/webhook',
];

describe.each(engines)('hostile input on $name', (engine) => {
  let server: TestServer;
  const send = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  beforeAll(async () => {
    // Limits high enough to measure the endpoints, not the limiter; the limiter has its own suite below.
    server = await startTestServer(engine, { RATE_LIMIT_PUBLIC: '100000', RATE_LIMIT_DEVICE: '100000' });
  });
  afterAll(() => server?.stop());

  it('answers malformed JSON with 400 malformed_json on every endpoint that reads a body', async () => {
    for (const path of publicPosts.filter((p) => p !== '/api/getAllNews' && !p.endsWith('/capture'))) {
      const response = await send(path, '{"query": {"deviceid": "AA:BB');
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({
        code: expect.stringMatching(/^(malformed_json|invalid_request)$/),
      });
    }
  });

  it('answers wrong types with 400 and a stable code, never 5xx', async () => {
    const bodies = [
      '[]',
      '"text"',
      '42',
      'null',
      'true',
      '{"query": []}',
      '{"query": {"deviceid": 12}}',
      '{"fields": {}}',
    ];
    for (const path of publicPosts) {
      for (const body of bodies) {
        const response = await send(path, body);
        expect(response.status, `${path} ${body}`).toBeLessThan(500);
        if (response.status === 400)
          expect(await response.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
      }
    }
  });

  it('refuses a body without a JSON content type with 415', async () => {
    const response = await send('/api/newsletter', 'email=a@b.co', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('refuses a 3 MB body with 413 and keeps answering', async () => {
    const big = JSON.stringify({ email: `${'a'.repeat(3 * 1024 * 1024)}@example.com` });
    // The server answers before reading the whole body and closes that connection.
    const response = await fetch(`${server.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: big,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('counts a chunked body, which declares no length, against the same limit', async () => {
    const chunked = (text: string, chunks: number) =>
      fetch(`${server.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: new ReadableStream({
          start(controller) {
            const bytes = new TextEncoder().encode(text);
            const size = Math.ceil(bytes.length / chunks);
            for (let offset = 0; offset < bytes.length; offset += size) {
              controller.enqueue(bytes.subarray(offset, offset + size));
            }
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
    const small = await chunked(JSON.stringify({ email: `chunked-${Date.now()}@example.com` }), 3);
    expect(small.status).toBe(200);
    const big = await chunked(JSON.stringify({ email: `${'a'.repeat(2 * 1024 * 1024)}@example.com` }), 40);
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'payload_too_large' });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('is not polluted by prototype keys', async () => {
    const { deviceid } = await registerDevice(server.url);
    const body = `{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "query": {"deviceid": "${deviceid}", "__proto__": {"polluted": "yes"}}}`;
    const response = await send('/api/checkdeviceid', body);
    expect(response.status).toBe(200);
    const fields = await send(
      '/api/forms/comment',
      '{"fields": [{"name": "message", "value": "hi"}, {"name": "__proto__", "value": "x"}]}',
    );
    expect(fields.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never answers 5xx to arbitrary JSON on any public endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...publicPosts),
        fc.jsonValue({ maxDepth: 3 }),
        async (path, value) => {
          const response = await send(path, JSON.stringify(value));
          expect(response.status, `${path} ${JSON.stringify(value).slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('stores all of 50 playlists sent to one device at the same time', async () => {
    const { deviceid, deviceKey } = await registerDevice(server.url);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postJson(server.url, '/api/playlist_v3', {
          query: {
            url: 'http://parallel.example.com',
            username: `user${index}`,
            password: `pw${index}`,
            playlistName: `Parallel ${index}`,
            deviceid,
            hide_playlist_info: true,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const sync = await postJson(server.url, '/api/app/sync', { deviceid, device_key: deviceKey });
    const names = (sync.body.playlists as { name: string; password: string }[]).map((p) => p.name);
    expect(new Set(names).size).toBe(50);
    const rows = await server.database.db
      .select()
      .from(playlists)
      .where(eq(playlists.host, 'http://parallel.example.com'));
    expect(rows).toHaveLength(50);
  });
});

describe.each(engines)('rate limits on $name', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      RATE_LIMIT_PUBLIC: '30',
      RATE_LIMIT_DEVICE: '20',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    });
  });
  afterAll(() => server?.stop());

  it('answers a burst of 300 writes with 429 and Retry-After once over the limit, and never 5xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        postJson(server.url, '/api/newsletter', { email: `burst${index}@example.com` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(270);
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited[0]?.body).toMatchObject({ code: 'rate_limited' });
  });

  it('limits each device on its own, whatever the address', async () => {
    const { deviceid } = await registerDevice(server.url);
    const statuses: number[] = [];
    for (let index = 0; index < 25; index++) {
      const answer = await postJson(server.url, '/api/checkdeviceid', { query: { deviceid } });
      statuses.push(answer.status);
    }
    // The address limit (30) is not reached: this route counts addresses only.
    expect(statuses.every((status) => status === 200)).toBe(true);
    const playlistStatuses: number[] = [];
    for (let index = 0; index < 22; index++) {
      const query = {
        url: 'http://a.example.com',
        username: 'u',
        password: 'p',
        playlistName: `P${index}`,
        deviceid,
        hide_playlist_info: true,
      };
      playlistStatuses.push((await postJson(server.url, '/api/playlist_v3', { query })).status);
    }
    expect(playlistStatuses.filter((status) => status === 200)).toHaveLength(20);
    expect(playlistStatuses.slice(20)).toEqual([429, 429]);
  });
});
