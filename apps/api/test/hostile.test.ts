import { eq, sql } from 'drizzle-orm';
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

const slots = 10;

describe.each(engines)('hostile input on $name', (engine) => {
  let server: TestServer;
  const send = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  beforeAll(async () => {
    // Limits high enough to measure the endpoints, not the limiter; the limiter has its own suite below.
    server = await startTestServer(engine, {
      RATE_LIMIT_PUBLIC: '100000',
      RATE_LIMIT_DEVICE: '100000',
      PLAYLISTS_PER_DEVICE: String(slots),
    });
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

  it('fills exactly the free slots of a device when 50 playlists arrive at the same time', async () => {
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
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(slots);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50 - slots);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'slots_full' });
    const sync = await postJson(server.url, '/api/app/sync', { deviceid, device_key: deviceKey });
    const names = (sync.body.playlists as { name: string }[]).map((p) => p.name);
    expect(new Set(names).size).toBe(slots);
    const rows = await server.database.db
      .select()
      .from(playlists)
      .where(eq(playlists.host, 'http://parallel.example.com'));
    expect(rows).toHaveLength(slots);
  });

  it('refuses NUL and broken surrogates in every text of a playlist, a form and a device with 400', async () => {
    const { deviceid } = await registerDevice(server.url);
    const query = {
      url: 'http://text.example.com',
      username: 'user',
      password: 'pw',
      playlistName: 'Name',
      deviceid,
      hide_playlist_info: true,
    };
    for (const bad of ['a\u0000b', 'a\udc00b', 'a\ud800']) {
      for (const field of ['playlistName', 'username', 'password', 'url'] as const) {
        const answer = await postJson(server.url, '/api/playlist_v3', { query: { ...query, [field]: bad } });
        expect(answer, `${field} ${JSON.stringify(bad)}`).toMatchObject({
          status: 400,
          body: { code: 'invalid_characters' },
        });
      }
      const form = await postJson(server.url, '/api/forms/support', {
        fields: [
          { name: 'email', value: 'ann@example.com' },
          { name: 'message', value: `Hello ${bad}` },
          { name: 'agreement', value: 'true' },
        ],
      });
      expect(form).toMatchObject({ status: 400, body: { code: 'invalid_characters' } });
      const device = await postJson(server.url, '/api/app/register', { device_brand: `TV${bad}`, os: bad });
      expect(device).toMatchObject({ status: 400, body: { code: 'invalid_characters' } });
    }
    // Raw JSON escapes reach the server exactly as a hostile client writes them.
    const raw = await fetch(`${server.url}/api/playlist_v3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":{"url":"http://text.example.com","username":"u\\u0000","password":"p","playlistName":"n\\udc00","deviceid":"${deviceid}","hide_playlist_info":true}}`,
    });
    expect(raw.status).toBe(400);
    const multiline = await postJson(server.url, '/api/forms/support', {
      fields: [
        { name: 'email', value: 'ann@example.com' },
        { name: 'message', value: 'Line one\nLine two\twith a tab' },
        { name: 'agreement', value: 'true' },
      ],
    });
    expect(multiline.status).toBe(200);
  });

  it('answers a host code of fewer than six digits as a wrong code, not as an unknown one', async () => {
    const { deviceid } = await registerDevice(server.url);
    for (const host_code of [123, '12345', 0, '000123']) {
      const answer = await postJson(server.url, '/api/playlist_v3', {
        query: {
          host_code,
          username: 'u',
          password: 'p',
          playlistName: 'n',
          deviceid,
          hide_playlist_info: true,
        },
      });
      expect(answer, String(host_code)).toMatchObject({ status: 400, body: { code: 'host_code' } });
    }
    expect(await postJson(server.url, '/api/checkHostCode', { host_code: 123 })).toMatchObject({
      status: 400,
      body: { code: 'host_code' },
    });
  });

  it('fails only the request the database refuses when it shares a batch with valid ones', async () => {
    // A rule only this test's database has, so that one playlist of the batch fails inside PostgreSQL.
    await server.database.db.execute(
      sql`alter table playlists add constraint refuse_poison check (name <> 'poison')`,
    );
    try {
      const devicesOfBatch = await Promise.all(Array.from({ length: 3 }, () => registerDevice(server.url)));
      const send = (playlistName: string, index: number) =>
        postJson(server.url, '/api/playlist_v3', {
          query: {
            url: 'http://batch.example.com',
            username: `u${index}`,
            password: `p${index}`,
            playlistName,
            deviceid: devicesOfBatch[index % 3]?.deviceid,
            hide_playlist_info: true,
          },
        });
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, (_, index) => send(`Valid ${index}`, index)),
        send('poison', 0),
        ...Array.from({ length: 6 }, (_, index) => send(`Valid ${index + 6}`, index + 6)),
      ]);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(12);
      expect(statuses[6]).toBe(500);
      const rows = await server.database.db
        .select()
        .from(playlists)
        .where(eq(playlists.host, 'http://batch.example.com'));
      expect(rows.map((row) => row.name).sort()).toEqual(
        Array.from({ length: 12 }, (_, index) => `Valid ${index}`).sort(),
      );
    } finally {
      await server.database.db.execute(sql`alter table playlists drop constraint refuse_poison`);
    }
  });
});

describe.each(engines)('rate limits on $name', (engine) => {
  let server: TestServer;
  /** A request as the proxy in front of the API passes it on: the client's address appended last. */
  const from = (address: string, written = '') => ({
    'x-forwarded-for': written ? `${written}, ${address}` : address,
  });

  beforeAll(async () => {
    server = await startTestServer(engine, {
      RATE_LIMIT_PUBLIC: '30',
      RATE_LIMIT_DEVICE: '20',
      RATE_LIMIT_KEY_FAILURES: '20',
      RATE_LIMIT_WEBHOOK: '5',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      PLAYLISTS_PER_DEVICE: '100',
      TRUST_PROXY: 'true',
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

  it('limits each device on the id it acts on, wherever else a body names one', async () => {
    const { deviceid } = await registerDevice(server.url, from('10.1.0.1'));
    const statuses: number[] = [];
    for (let index = 0; index < 30; index++) {
      // Each from its own address, each with a different decoy id where the old limiter looked first.
      const body = {
        deviceid: `02:00:00:00:00:${index.toString(16).padStart(2, '0').toUpperCase()}`,
        query: {
          url: 'http://a.example.com',
          username: 'u',
          password: 'p',
          playlistName: `P${index}`,
          deviceid,
          hide_playlist_info: true,
        },
      };
      statuses.push((await postJson(server.url, '/api/playlist_v3', body, from(`10.2.0.${index}`))).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('counts wrong device keys against the address that sent them, never locking the TV out', async () => {
    const tv = await registerDevice(server.url, from('10.3.0.1'));
    const attacker = from('10.3.0.99');
    const guesses: number[] = [];
    for (let index = 0; index < 25; index++) {
      const wrong = { deviceid: tv.deviceid, device_key: `guess${index}`.padEnd(43, 'x') };
      guesses.push((await postJson(server.url, '/api/app/sync', wrong, attacker)).status);
    }
    expect(guesses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(guesses.slice(20)).toEqual(Array(5).fill(429));
    const right = { deviceid: tv.deviceid, device_key: tv.deviceKey };
    expect((await postJson(server.url, '/api/app/sync', right, from('10.3.0.1'))).status).toBe(200);
    const play = { ...right, host: 'http://any.example.com' };
    expect((await postJson(server.url, '/api/app/can-play', play, from('10.3.0.1'))).status).toBe(200);
    const update = { ...right, app_version: '1.0' };
    expect((await postJson(server.url, '/api/app/register', update, from('10.3.0.1'))).status).toBe(200);
    // Even from the attacker's own address, the right key is never refused for the wrong guesses.
    expect((await postJson(server.url, '/api/app/sync', right, attacker)).status).toBe(200);
  });

  it('takes the address the trusted proxy saw, not the one the client wrote', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 35; index++) {
      const headers = from('10.4.0.1', `192.0.2.${index}`);
      statuses.push(
        (await postJson(server.url, '/api/newsletter', { email: `xff${index}@example.com` }, headers)).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(5).fill(429));
  });

  it('lets a crowd behind one address read the news, and answers an unchanged list with 304', async () => {
    const reads = await Promise.all(
      Array.from({ length: 60 }, () => fetch(`${server.url}/api/getAllNews`, { headers: from('10.5.0.1') })),
    );
    expect(reads.map((read) => read.status)).toEqual(Array(60).fill(200));
    expect((await postJson(server.url, '/api/getAllNews', {}, from('10.5.0.1'))).status).toBe(200);
    const etag = reads[0]?.headers.get('etag') ?? '';
    expect(etag).toMatch(/^(W\/)?"/);
    expect(reads[0]?.headers.get('cache-control')).toContain('max-age=');
    const again = await fetch(`${server.url}/api/getAllNews`, {
      headers: { ...from('10.5.0.1'), 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('limits PayPal webhook deliveries per address too', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) {
      statuses.push(
        (await postJson(server.url, '/api/payments/paypal/webhook', { id: `WH-${index}` }, from('10.6.0.1')))
          .status,
      );
    }
    expect(statuses.slice(0, 5).every((status) => status !== 429 && status < 500)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
