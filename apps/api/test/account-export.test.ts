import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEnv, signedInBrowser } from './accounts.ts';
import { claimNewDevice, engines, postJson, sharedTestServer, type TestServer } from './harness.ts';
import { attach, openTicketWithMessage } from './tickets.ts';

describe.each(engines)('taking one’s data on $name', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await sharedTestServer(engine, accountEnv);
  });
  afterAll(() => server?.stop());

  it('gives the person their account, devices, playlists, purchases and tickets, and nothing secret or of others', async () => {
    const ann = await signedInBrowser(server.url);
    const bob = await signedInBrowser(server.url);
    const annTv = await claimNewDevice(server.url, ann.browser);
    const bobTv = await claimNewDevice(server.url, bob.browser);
    const added = await ann.browser.post('/api/admin/playlists', {
      deviceid: annTv.deviceid,
      playlistName: 'Ann list',
      playlistFormat: 'xtream',
      host: 'http://tv.example.com',
      username: 'ann',
      password: 'playlist-secret-1',
      hide_playlist_info: false,
    });
    expect(added.status).toBe(201);
    const order = await postJson(server.url, '/api/payments/orders', { deviceid: annTv.deviceid });
    await postJson(server.url, `/api/payments/orders/${order.body.orderId}/capture`, {});
    const { ticket, messageId } = await openTicketWithMessage(ann.browser, 'Help me', 'It does not play');
    const log = new TextEncoder().encode('Model: X1\nFirmware: 4.2\n');
    expect((await attach(ann.browser, ticket.id, messageId, log, 'tv-log.txt')).status).toBe(201);
    // Bob's ticket and its file are his alone.
    const bobs = await openTicketWithMessage(bob.browser, 'Bob asks', 'Bob writes');
    const bobLog = new TextEncoder().encode('Bob private log\n');
    expect((await attach(bob.browser, bobs.ticket.id, bobs.messageId, bobLog, 'bob.txt')).status).toBe(201);

    const answer = await ann.browser.get('/api/account/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = answer.body as unknown as {
      account: { email: string };
      devices: { device_id: string }[];
      playlists: { name: string; host?: string }[];
      purchases: { reference: string }[];
      tickets: {
        subject: string;
        messages: {
          content: string;
          attachments: { name: string; content_type: string; size: number; content_base64: string }[];
        }[];
      }[];
      security_events: unknown[];
    };
    expect(data.account.email).toBe(ann.email);
    expect(data.devices.map((device) => device.device_id)).toEqual([annTv.deviceid]);
    expect(data.playlists).toMatchObject([{ name: 'Ann list', host: 'http://tv.example.com' }]);
    expect(data.purchases).toMatchObject([{ reference: String(order.body.orderId) }]);
    expect(data.tickets).toMatchObject([{ subject: 'Help me', messages: [{ content: 'It does not play' }] }]);
    // The files attached to their messages come with them, bytes and all.
    const [file] = data.tickets[0]?.messages[0]?.attachments ?? [];
    expect(file).toMatchObject({ name: 'tv-log.txt', content_type: 'text/plain', size: log.byteLength });
    expect(Buffer.from(file?.content_base64 ?? '', 'base64')).toEqual(Buffer.from(log));
    expect(data.security_events.length).toBeGreaterThan(0);

    const text = JSON.stringify(data);
    for (const secret of [
      'playlist-secret-1',
      ann.password,
      annTv.deviceKey,
      bob.email,
      bobTv.deviceid,
      'Bob writes',
      'bob.txt',
      Buffer.from(bobLog).toString('base64'),
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/hash|password_encrypted|token/i);
  });
});
