import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playlistStatuses, users, whitelistHosts } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo } from './accounts.ts';
import { engines, postJson, registerDevice, startTestServer, type TestServer } from './harness.ts';

const line = 'http://line.demo-provider.example:8080';
const lineBackup = 'http://backup.demo-provider.example:8080';
const tvHost = 'https://tv.demo-provider.example';
const secondHost = 'http://second-provider.example.com';
const unlistedHost = 'http://nobody-whitelisted.example.com';

const hours = (count: number) => count * 60 * 60 * 1000;

type Tv = Awaited<ReturnType<typeof registerDevice>>;

const list = (browser: Browser, query: Record<string, unknown> = {}) =>
  browser.get(
    `/api/admin/host-health?${Object.entries(query)
      .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
      .join('&')}`,
  );

const rowOf = (answer: { body: unknown }, host: string) =>
  (answer.body as { host: string }[]).find((row) => row.host === host);

const noReports = {
  ok_clients: 0,
  failed_clients: 0,
  auth_failed_clients: 0,
  unreachable_clients: 0,
  bad_format_clients: 0,
  flagged: false,
};

describe.each(engines)('playlist statuses and host health on $name', (engine) => {
  let server: TestServer;
  let clock = new Date('2026-05-01T08:00:00Z');
  let reseller: Browser;
  let secondReseller: Browser;

  /** Adds a playlist through My List (`query` as it sends it) and returns its id as the TV's sync lists it. */
  async function addPlaylist(tv: Tv, playlistName: string, where: { host_code: number } | { url: string }) {
    const added = await postJson(server.url, '/api/playlist_v3', {
      query: {
        username: 'client',
        password: 'secret',
        playlistName,
        deviceid: tv.deviceid,
        hide_playlist_info: false,
        ...where,
      },
    });
    if (added.status !== 200)
      throw new Error(`playlist_v3 answered ${added.status}: ${JSON.stringify(added.body)}`);
    const sync = await postJson(server.url, '/api/app/sync', {
      deviceid: tv.deviceid,
      device_key: tv.deviceKey,
    });
    const playlist = (sync.body.playlists as { id: string; name: string }[]).find(
      (p) => p.name === playlistName,
    );
    if (!playlist) throw new Error(`${playlistName} is not in the sync`);
    return playlist.id;
  }

  const report = (tv: Tv, playlistId: string, status: string, checkedAt: Date | string = clock) =>
    postJson(server.url, '/api/app/playlist-status', {
      deviceid: tv.deviceid,
      device_key: tv.deviceKey,
      playlist_id: playlistId,
      status,
      checked_at: typeof checkedAt === 'string' ? checkedAt : checkedAt.toISOString(),
    });

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { ...accountEnv, RATE_LIMIT_PUBLIC: '1000', RATE_LIMIT_DEVICE: '1000' },
      { now: () => clock },
    );
    reseller = await signedInDemo(server.url, 'reseller');
    // A second provider: an account made a reseller, as operators will do, with a whitelist entry of its own.
    const second = await signedInBrowser(server.url);
    const db = server.database.db;
    const [person] = await db
      .update(users)
      .set({ role: 'reseller' })
      .where(eq(users.email, second.email))
      .returning({ id: users.id });
    if (!person) throw new Error('the second reseller was not made');
    // Verified, as an operator verifies an entry: its health counts every playlist on its address.
    await db.insert(whitelistHosts).values({
      ownerId: person.id,
      host: secondHost,
      code: 975311,
      verifiedAt: new Date(),
      verifiedVia: 'operator',
    });
    secondReseller = second.browser;
    expect((await secondReseller.get('/api/admin/me')).body).toMatchObject({ role: 'reseller' });
  });
  afterAll(() => server?.stop());

  it("keeps the latest status of a device's own playlist, whatever order the reports arrive in", async () => {
    const tv = await registerDevice(server.url);
    const other = await registerDevice(server.url);
    const playlistId = await addPlaylist(tv, 'By code', { host_code: 135790 });
    const othersPlaylist = await addPlaylist(other, 'Not yours', { url: unlistedHost });

    const first = await report(
      tv,
      playlistId.toUpperCase(),
      'unreachable',
      new Date(clock.getTime() - hours(1)),
    );
    expect(first).toMatchObject({
      status: 200,
      body: {
        playlist_id: playlistId,
        status: 'unreachable',
        checked_at: '2026-05-01T07:00:00.000Z',
        recorded: true,
      },
    });
    // Reports arrive out of order: one checked earlier than the stored one changes nothing.
    const late = await report(tv, playlistId, 'ok', new Date(clock.getTime() - hours(2)));
    expect(late).toMatchObject({
      status: 200,
      body: { status: 'unreachable', checked_at: '2026-05-01T07:00:00.000Z', recorded: false },
    });
    // A TV whose clock runs ahead: its time counts as the server's now.
    const ahead = await report(tv, playlistId, 'auth_failed', '2026-05-02T08:00:00+02:00');
    expect(ahead.body).toMatchObject({
      status: 'auth_failed',
      checked_at: clock.toISOString(),
      recorded: true,
    });

    const stored = await server.database.db
      .select()
      .from(playlistStatuses)
      .where(eq(playlistStatuses.playlistId, playlistId));
    expect(stored).toEqual([
      expect.objectContaining({ host: tvHost, status: 'auth_failed', checkedAt: clock, receivedAt: clock }),
    ]);

    for (const [body, code] of [
      [{ status: 'broken' }, 'one_of'],
      [{ checked_at: 'yesterday' }, 'pattern'],
      [{ checked_at: 1777622400000 }, 'invalid_type'],
      [{ playlist_id: 'first' }, 'pattern'],
      [{ playlist_id: undefined }, 'required'],
      [{ deviceid: 'not-a-device' }, 'invalid_device_id'],
    ] as const) {
      const refused = await postJson(server.url, '/api/app/playlist-status', {
        deviceid: tv.deviceid,
        device_key: tv.deviceKey,
        playlist_id: playlistId,
        status: 'ok',
        checked_at: clock.toISOString(),
        ...body,
      });
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, body: { code } });
    }
    expect(await postJson(server.url, '/api/app/playlist-status', '{"deviceid":')).toMatchObject({
      status: 400,
    });
    expect(await report({ ...tv, deviceKey: other.deviceKey }, playlistId, 'ok')).toMatchObject({
      status: 401,
      body: { code: 'device_key_invalid' },
    });
    expect(await report({ ...tv, deviceid: '02:00:00:00:00:01' }, playlistId, 'ok')).toMatchObject({
      status: 404,
      body: { code: 'device_not_found' },
    });
    // Another device's playlist, or none at all: the same answer, and nothing stored.
    for (const id of [othersPlaylist, '0f8fad5b-d9cb-469f-a165-70867728950e']) {
      expect(await report(tv, id, 'ok')).toMatchObject({ status: 404, body: { code: 'playlist_not_found' } });
    }
    expect(
      await server.database.db
        .select()
        .from(playlistStatuses)
        .where(eq(playlistStatuses.playlistId, othersPlaylist)),
    ).toEqual([]);
  });

  it('shows the owner the last status on each playlist, until the playlist moves to another host', async () => {
    const owner = (await signedInBrowser(server.url)).browser;
    const tv = await registerDevice(server.url);
    const code = await postJson(server.url, '/api/app/pairing-code', {
      deviceid: tv.deviceid,
      device_key: tv.deviceKey,
    });
    expect((await owner.post('/api/admin/devices/claim', { pairing_code: code.body.code })).status).toBe(200);
    const reported = await addPlaylist(tv, 'Reported', { url: unlistedHost });
    const silent = await addPlaylist(tv, 'Never loaded', { url: unlistedHost });
    await report(tv, reported, 'bad_format', new Date(clock.getTime() - hours(3)));

    const page = await owner.get('/api/admin/playlists');
    expect(page.status).toBe(200);
    const byId = new Map((page.body as { id: string }[]).map((row) => [row.id, row]));
    expect(byId.get(reported)).toMatchObject({
      last_status: 'bad_format',
      last_checked_at: '2026-05-01T05:00:00.000Z',
    });
    expect(byId.get(silent)).toMatchObject({ last_status: null, last_checked_at: null });
    const one = await owner.get(`/api/admin/playlists/${reported}`);
    expect(one.body).toMatchObject({
      last_status: 'bad_format',
      last_checked_at: '2026-05-01T05:00:00.000Z',
    });

    const renamed = await owner.request('PUT', `/api/admin/playlists/${reported}`, {
      ...one.body,
      playlistName: 'Renamed',
    });
    expect(renamed.body).toMatchObject({ playlistName: 'Renamed', last_status: 'bad_format' });
    // A new host: what the TV found on the old one says nothing about it.
    const moved = await owner.request('PUT', `/api/admin/playlists/${reported}`, {
      ...renamed.body,
      host: 'http://fixed.example.com',
    });
    expect(moved).toMatchObject({ status: 200, body: { last_status: null, last_checked_at: null } });
    expect((await owner.get(`/api/admin/playlists/${reported}`)).body).toMatchObject({ last_status: null });

    // So does a mass host update.
    await report(tv, silent, 'unreachable');
    expect((await owner.get(`/api/admin/playlists/${silent}`)).body).toMatchObject({
      last_status: 'unreachable',
    });
    const massUpdate = await owner.post('/api/admin/playlists/mass-update-host', {
      old_host: unlistedHost,
      new_host: 'http://new-home.example.com',
      confirm: true,
    });
    expect(massUpdate.body).toMatchObject({ updated: 1 });
    expect((await owner.get(`/api/admin/playlists/${silent}`)).body).toMatchObject({ last_status: null });
  });

  it("counts each reseller's hosts only, by distinct client, and flags a host that fails more than it works", async () => {
    // One TV with a playlist of each provider and one of nobody's; two more on the demo reseller's line.
    const both = await registerDevice(server.url);
    const mixed = await registerDevice(server.url);
    const broken = await registerDevice(server.url);
    await report(both, await addPlaylist(both, 'Line', { host_code: 246810 }), 'unreachable');
    await report(both, await addPlaylist(both, 'Second', { url: secondHost }), 'ok');
    await report(both, await addPlaylist(both, 'Elsewhere', { url: unlistedHost }), 'auth_failed');
    await report(mixed, await addPlaylist(mixed, 'Line one', { host_code: 246810 }), 'ok');
    await report(mixed, await addPlaylist(mixed, 'Line two', { url: line }), 'unreachable');
    await report(broken, await addPlaylist(broken, 'Line', { host_code: 246810 }), 'bad_format');

    const mine = await list(reseller);
    expect(mine.status).toBe(200);
    expect((mine.body as { host: string }[]).map((row) => row.host).sort()).toEqual(
      [lineBackup, line, tvHost].sort(),
    );
    expect(mine.headers.get('content-range')).toBe('host-health 0-2/3');
    expect(rowOf(mine, line)).toEqual({
      id: line,
      host: line,
      ok_clients: 1,
      failed_clients: 3,
      auth_failed_clients: 0,
      unreachable_clients: 2,
      bad_format_clients: 1,
      last_report_at: clock.toISOString(),
      flagged: true,
    });
    expect(rowOf(mine, lineBackup)).toEqual({
      id: lineBackup,
      host: lineBackup,
      ...noReports,
      last_report_at: null,
    });
    // Sorted by failures by default: the failing host comes first.
    expect((mine.body as { host: string }[])[0]?.host).toBe(line);
    // The TV of the first test left an auth_failed on the demo reseller's other host.
    expect((await list(reseller, { filter: { flagged: true } })).body).toMatchObject([
      { host: line },
      { host: tvHost },
    ]);
    expect((await list(reseller, { filter: { flagged: false } })).body).toMatchObject([{ host: lineBackup }]);
    expect((await list(reseller, { sort: ['host', 'ASC'], range: [0, 0] })).body).toMatchObject([
      { host: lineBackup },
    ]);

    const theirs = await list(secondReseller);
    expect(theirs.body).toEqual([
      { id: secondHost, host: secondHost, ...noReports, ok_clients: 1, last_report_at: clock.toISOString() },
    ]);
    expect(theirs.headers.get('content-range')).toBe('host-health 0-0/1');

    const customer = await signedInDemo(server.url, 'customer');
    expect(await list(customer)).toMatchObject({ status: 403, body: { code: 'not_authorized' } });
    const operator = await signedInDemo(server.url, 'operator');
    const everything = await list(operator, { range: [0, 99] });
    expect((everything.body as { host: string }[]).map((row) => row.host).sort()).toEqual(
      [line, lineBackup, tvHost, secondHost].sort(),
    );
    expect(rowOf(everything, line)).toMatchObject({ failed_clients: 3, flagged: true });
    expect((await list(reseller, { sort: ['password', 'ASC'] })).status).toBe(400);
  });

  it("counts on an entry that is not verified only what the reseller's own code added, never others' reports", async () => {
    // A third reseller lists the second provider's verified host and the demo's line, without proving either.
    const third = await signedInBrowser(server.url);
    const [person] = await server.database.db
      .update(users)
      .set({ role: 'reseller' })
      .where(eq(users.email, third.email))
      .returning({ id: users.id });
    expect(person).toBeDefined();
    const listed = await third.browser.post('/api/admin/whitelist', { host: secondHost, backup_host: line });
    expect(listed.status).toBe(201);
    const tv = await registerDevice(server.url);
    await report(tv, await addPlaylist(tv, 'Typed second', { url: secondHost }), 'unreachable');
    // The rightful provider sees the report; the one who merely listed the host does not.
    expect(rowOf(await list(secondReseller), secondHost)).toMatchObject({ failed_clients: 1 });
    const before = await list(third.browser);
    expect((before.body as { host: string }[]).map((row) => row.host).sort()).toEqual(
      [line, secondHost].sort(),
    );
    for (const host of [secondHost, line]) {
      expect(rowOf(before, host)).toEqual({ id: host, host, ...noReports, last_report_at: null });
    }
    // A client the third reseller brought with its own code counts on that entry.
    await report(
      tv,
      await addPlaylist(tv, 'By the third code', { host_code: Number(listed.body.code) }),
      'ok',
    );
    expect(rowOf(await list(third.browser), secondHost)).toMatchObject({
      ok_clients: 1,
      failed_clients: 0,
      last_report_at: clock.toISOString(),
    });
  });

  it('counts the reports of the last 24 hours, and still says when the last one came', async () => {
    const before = clock;
    const tv = await registerDevice(server.url);
    const playlistId = await addPlaylist(tv, 'Back tomorrow', { url: lineBackup });
    await report(tv, playlistId, 'unreachable');
    expect(rowOf(await list(reseller), lineBackup)).toMatchObject({ failed_clients: 1, flagged: true });

    clock = new Date(before.getTime() + hours(24) + 1);
    const dayLater = await list(reseller);
    expect(rowOf(dayLater, lineBackup)).toEqual({
      id: lineBackup,
      host: lineBackup,
      ...noReports,
      last_report_at: before.toISOString(),
    });
    expect(rowOf(dayLater, line)).toMatchObject({ failed_clients: 0, ok_clients: 0, flagged: false });

    await report(tv, playlistId, 'ok');
    expect(rowOf(await list(reseller), lineBackup)).toMatchObject({
      ok_clients: 1,
      failed_clients: 0,
      last_report_at: clock.toISOString(),
    });
  });

  it('describes both routes in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(document.paths);
    expect(paths.some((path) => path.endsWith('/app/playlist-status'))).toBe(true);
    expect(paths.some((path) => path.endsWith('/admin/host-health'))).toBe(true);
  });
});
