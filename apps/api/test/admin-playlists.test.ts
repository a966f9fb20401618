import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, playlists } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo } from './accounts.ts';
import { engines, postJson, registerDevice, startTestServer, type TestServer } from './harness.ts';

const slots = 4;

/** A device registered the way the TV app does and claimed with the code it shows. */
async function claimedDevice(server: TestServer, owner: Browser): Promise<string> {
  const { deviceid, deviceKey } = await registerDevice(server.url);
  const code = await postJson(server.url, '/api/app/pairing-code', { deviceid, device_key: deviceKey });
  const claim = await owner.post('/api/admin/devices/claim', { pairing_code: code.body.code });
  if (claim.status !== 200) throw new Error(`claim answered ${claim.status}: ${JSON.stringify(claim.body)}`);
  return deviceid;
}

const list = (browser: Browser, query: Record<string, unknown> = {}) =>
  browser.get(
    `/api/admin/playlists?${Object.entries(query)
      .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
      .join('&')}`,
  );

const xtream = (
  deviceid: string,
  name: string,
  host = 'http://tv.example.com',
  password = 'pw-secret-1',
) => ({
  deviceid,
  playlistName: name,
  playlistFormat: 'xtream',
  host,
  username: 'user',
  password,
  hide_playlist_info: false,
  notes: 'by the window',
});

describe.each(engines)('the dashboard playlists on $name', (engine) => {
  let server: TestServer;
  let alice: Browser;
  let bob: Browser;
  let aliceTv: string;
  let aliceBox: string;
  let bobTv: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ...accountEnv, PLAYLISTS_PER_DEVICE: String(slots) });
    alice = (await signedInBrowser(server.url)).browser;
    bob = (await signedInBrowser(server.url)).browser;
    aliceTv = await claimedDevice(server, alice);
    aliceBox = await claimedDevice(server, alice);
    bobTv = await claimedDevice(server, bob);
  });
  afterAll(() => server?.stop());

  const create = (browser: Browser, body: unknown) => browser.post('/api/admin/playlists', body);
  const put = (browser: Browser, id: string, body: unknown) =>
    browser.request('PUT', `/api/admin/playlists/${id}`, body);
  const remove = (browser: Browser, id: string) => browser.request('DELETE', `/api/admin/playlists/${id}`);
  const reveal = (browser: Browser, id: string) => browser.post(`/api/admin/playlists/${id}/reveal-password`);

  it("adds a playlist to the caller's device only, and shows it to nobody else", async () => {
    const added = await create(alice, xtream(aliceTv.toLowerCase(), 'Living room'));
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      deviceid: aliceTv,
      playlistName: 'Living room',
      playlistFormat: 'xtream',
      host: 'http://tv.example.com',
      m3uUrl: null,
      username: 'user',
      hide_playlist_info: false,
      notes: 'by the window',
      epg_url: null,
      hidden: false,
      locked: false,
      playlist_added_at: expect.any(String),
      last_status: null,
      last_checked_at: null,
    });
    const id = String(added.body.id);

    expect(await create(bob, xtream(aliceTv, 'Intruder'))).toMatchObject({
      status: 404,
      body: { code: 'device_not_found' },
    });
    const bobs = await list(bob);
    expect(bobs.status).toBe(200);
    expect(bobs.body).toEqual([]);
    expect(bobs.headers.get('content-range')).toBe('playlists 0-0/0');
    expect((await list(bob, { filter: { deviceid: aliceTv } })).body).toEqual([]);
    expect((await list(bob, { filter: { id: [id] } })).body).toEqual([]);

    for (const answer of [
      await bob.get(`/api/admin/playlists/${id}`),
      await put(bob, id, xtream(bobTv, 'Taken')),
      await remove(bob, id),
      await reveal(bob, id),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { code: 'not_found' } });
    }
    const mine = await alice.get(`/api/admin/playlists/${id}`);
    expect(mine.body).toEqual(added.body);
    expect((await reveal(alice, id)).body).toEqual({ password: 'pw-secret-1' });
    expect((await bob.get('/api/admin/playlists/hosts')).body).toEqual([]);
    expect(await bob.get('/api/admin/playlists/not-a-uuid')).toMatchObject({ status: 404 });
    // The device chooser of the playlist form offers one's own devices only.
    const choosable = await bob.get('/api/admin/devices');
    expect(choosable.body.map((device: unknown) => (device as { id: string }).id)).toEqual([bobTv]);
    expect(await bob.get(`/api/admin/devices/${encodeURIComponent(aliceTv)}`)).toMatchObject({ status: 404 });
  });

  it('keeps the stored password when an edit leaves it empty, and never lets it out but through reveal', async () => {
    const added = await create(alice, xtream(aliceTv, 'Bedroom', 'http://bed.example.com', 'first-secret'));
    const id = String(added.body.id);
    const edited = await put(alice, id, {
      ...added.body,
      playlistName: 'Bedroom TV',
      password: '',
      hide_playlist_info: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, playlistName: 'Bedroom TV', hide_playlist_info: true });
    expect((await reveal(alice, id)).body).toEqual({ password: 'first-secret' });

    await put(alice, id, { ...edited.body, password: 'second-secret' });
    expect((await reveal(alice, id)).body).toEqual({ password: 'second-secret' });

    expect(await put(alice, id, { ...edited.body, deviceid: bobTv })).toMatchObject({
      status: 404,
      body: { code: 'device_not_found' },
    });

    const everything = JSON.stringify([
      (await list(alice)).body,
      (await alice.get(`/api/admin/playlists/${id}`)).body,
      await server.database.db.select().from(auditLog),
    ]);
    expect(everything).not.toContain('first-secret');
    expect(everything).not.toContain('second-secret');
    const [stored] = await server.database.db
      .select({ password: playlists.passwordEncrypted })
      .from(playlists)
      .where(eq(playlists.id, id));
    expect(stored?.password).not.toContain('second-secret');
    const reveals = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'playlist.reveal_password'));
    expect(reveals.length).toBeGreaterThan(0);

    const deleted = await remove(alice, id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, playlistName: 'Bedroom TV' });
    expect(deleted.body).not.toHaveProperty('password');
    expect(await alice.get(`/api/admin/playlists/${id}`)).toMatchObject({ status: 404 });
  });

  it('stores an M3U link without its password and gives its origin as the host', async () => {
    const added = await create(alice, {
      deviceid: aliceBox,
      playlistName: 'Films',
      playlistFormat: 'm3u',
      m3uUrl: 'HTTP://Line.Example.com:8080/get.php?username=ann&password=m3u-secret&type=m3u_plus',
      hide_playlist_info: true,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      playlistFormat: 'm3u',
      host: 'http://line.example.com:8080',
      m3uUrl: 'http://line.example.com:8080/get.php?username=ann&type=m3u_plus',
      username: 'ann',
      notes: null,
    });
    expect((await reveal(alice, String(added.body.id))).body).toEqual({ password: 'm3u-secret' });
    await remove(alice, String(added.body.id));
  });

  it("refuses what My List refuses, with My List's codes", async () => {
    const myList = (query: Record<string, unknown>) =>
      postJson(server.url, '/api/playlist_v3', {
        query: {
          url: 'http://tv.example.com',
          username: 'u',
          password: 'p',
          playlistName: 'n',
          deviceid: aliceTv,
          hide_playlist_info: false,
          ...query,
        },
      });
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ playlistName: ' ' }, { playlistName: ' ' }],
      [{ host: 'http://tv.example.com/get.php' }, { url: 'http://tv.example.com/get.php' }],
      [{ host: 'tv' }, { url: 'tv' }],
      [{ username: '' }, { username: '' }],
      [{ password: '' }, { password: '' }],
      [{ deviceid: 'zz' }, { deviceid: 'zz' }],
    ];
    for (const [dashboard, public_] of cases) {
      const ours = await create(alice, { ...xtream(aliceTv, 'n'), ...dashboard });
      const theirs = await myList(public_);
      expect(ours.status).toBe(400);
      expect(ours.body).toEqual(theirs.body);
    }
    const m3u = { deviceid: aliceTv, playlistName: 'n', playlistFormat: 'm3u', hide_playlist_info: true };
    expect((await create(alice, { ...m3u, m3uUrl: 'not a link' })).body).toMatchObject({
      code: 'invalid_m3u',
    });
    expect(
      (await create(alice, { ...m3u, m3uUrl: 'http://tv.example.com/get.php?username=a' })).body,
    ).toMatchObject({ code: 'missing_m3u' });
    expect((await create(alice, { ...m3u, m3uUrl: '' })).body).toMatchObject({ code: 'm3u_required' });
  });

  it("refuses a playlist beyond the device's slots, from the dashboard as from My List", async () => {
    const full = await claimedDevice(server, alice);
    for (let index = 0; index < slots; index += 1) {
      expect((await create(alice, xtream(full, `Slot ${index}`))).status).toBe(201);
    }
    expect(await create(alice, xtream(full, 'One more'))).toMatchObject({
      status: 409,
      body: { code: 'slots_full' },
    });
    const elsewhere = await create(alice, xtream(aliceBox, 'Elsewhere'));
    expect(await put(alice, String(elsewhere.body.id), { ...elsewhere.body, deviceid: full })).toMatchObject({
      status: 409,
      body: { code: 'slots_full' },
    });
    const viaMyList = await postJson(server.url, '/api/playlist_v3', {
      query: {
        url: 'http://tv.example.com',
        username: 'u',
        password: 'p',
        playlistName: 'n',
        deviceid: full,
        hide_playlist_info: false,
      },
    });
    expect(viaMyList).toMatchObject({ status: 409, body: { code: 'slots_full' } });
    await remove(alice, String(elsewhere.body.id));
  });

  it('filters, sorts and pages in the query', async () => {
    const device = await claimedDevice(server, alice);
    for (const [name, hidden] of [
      ['Alpha', true],
      ['Beta', false],
      ['Gamma', true],
    ] as const) {
      await create(alice, {
        ...xtream(device, name, 'http://filters.example.com'),
        hide_playlist_info: hidden,
      });
    }
    const byDevice = await list(alice, {
      filter: { deviceid: device },
      sort: ['playlistName', 'DESC'],
      range: [0, 1],
    });
    expect(byDevice.body.map((row) => (row as { playlistName: string }).playlistName)).toEqual([
      'Gamma',
      'Beta',
    ]);
    expect(byDevice.headers.get('content-range')).toBe('playlists 0-1/3');
    const hidden = await list(alice, {
      filter: { host: 'HTTP://filters.example.com', hide_playlist_info: true },
    });
    expect(hidden.body.map((row) => (row as { playlistName: string }).playlistName).sort()).toEqual([
      'Alpha',
      'Gamma',
    ]);
    expect((await list(alice, { filter: { q: 'amm' } })).body).toMatchObject([{ playlistName: 'Gamma' }]);
    expect((await list(alice, { filter: { q: '%' } })).body).toEqual([]);
    expect((await list(alice, { sort: ['password', 'ASC'] })).status).toBe(400);
    expect(await alice.get('/api/admin/playlists?range=[0,5000]')).toMatchObject({ status: 400 });
    const hosts = await alice.get('/api/admin/playlists/hosts');
    expect(hosts.body).toContainEqual({ host: 'http://filters.example.com', playlists: 3, devices: 1 });
  });

  it("moves the caller's playlists to a new host after a preview, and undoes exactly that", async () => {
    const oldHost = 'http://old-provider.example.com';
    const newHost = 'https://new-provider.example.com:8443';
    const device = await claimedDevice(server, alice);
    const second = await claimedDevice(server, alice);
    const moved = [
      (await create(alice, xtream(device, 'One', oldHost))).body,
      (await create(alice, xtream(second, 'Two', oldHost))).body,
      (
        await create(alice, {
          deviceid: device,
          playlistName: 'Link',
          playlistFormat: 'm3u',
          m3uUrl: `${oldHost}/get.php?username=u&password=p&type=m3u`,
          hide_playlist_info: false,
        })
      ).body,
    ];
    const alreadyNew = (await create(alice, xtream(second, 'Already new', newHost))).body;
    const bobsOld = (await create(bob, xtream(bobTv, 'Bob old', oldHost))).body;

    const preview = await alice.post('/api/admin/playlists/mass-update-host', {
      old_host: `${oldHost}/`,
      new_host: newHost,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ old_host: oldHost, new_host: newHost, matched: 3, devices: 2 });
    expect(preview.body.samples).toHaveLength(3);
    expect((await alice.get(`/api/admin/playlists/${moved[0]?.id}`)).body).toMatchObject({ host: oldHost });
    const bobsPreview = await bob.post('/api/admin/playlists/mass-update-host', {
      old_host: newHost,
      new_host: oldHost,
    });
    expect(bobsPreview.body).toMatchObject({ matched: 0, devices: 0, samples: [] });

    expect(
      await alice.post('/api/admin/playlists/mass-update-host', {
        old_host: oldHost,
        new_host: 'ftp://x.example.com',
      }),
    ).toMatchObject({ status: 400, body: { code: 'host_invalid' } });
    expect(
      await alice.post('/api/admin/playlists/mass-update-host', { old_host: oldHost, new_host: oldHost }),
    ).toMatchObject({ status: 400, body: { code: 'same_host' } });

    const applied = await alice.post('/api/admin/playlists/mass-update-host', {
      old_host: oldHost,
      new_host: newHost,
      confirm: true,
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ update_id: expect.any(String), updated: 3, devices: 2 });
    const updateId = String(applied.body.update_id);
    const link = await alice.get(`/api/admin/playlists/${moved[2]?.id}`);
    expect(link.body).toMatchObject({ host: newHost, m3uUrl: `${newHost}/get.php?username=u&type=m3u` });
    expect((await bob.get(`/api/admin/playlists/${bobsOld.id}`)).body).toMatchObject({ host: oldHost });
    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, updateId));
    expect(entry).toMatchObject({ action: 'playlists.mass_update_host', after: { host: newHost } });

    expect(await bob.post(`/api/admin/playlists/mass-update-host/${updateId}/undo`)).toMatchObject({
      status: 404,
    });
    expect((await alice.get(`/api/admin/playlists/${moved[0]?.id}`)).body).toMatchObject({ host: newHost });

    const undone = await alice.post(`/api/admin/playlists/mass-update-host/${updateId}/undo`);
    expect(undone).toMatchObject({ status: 200, body: { update_id: updateId, restored: 3 } });
    for (const playlist of moved) {
      expect((await alice.get(`/api/admin/playlists/${playlist?.id}`)).body).toEqual(
        expect.objectContaining({ host: oldHost, m3uUrl: playlist?.m3uUrl }),
      );
    }
    expect((await alice.get(`/api/admin/playlists/${alreadyNew.id}`)).body).toMatchObject({ host: newHost });
    expect((await bob.get(`/api/admin/playlists/${bobsOld.id}`)).body).toMatchObject({ host: oldHost });
    expect(await alice.post(`/api/admin/playlists/mass-update-host/${updateId}/undo`)).toMatchObject({
      status: 409,
      body: { code: 'already_undone' },
    });
  });

  it("changes nothing of another customer's by a mass update", async () => {
    const host = 'http://shared-provider.example.com';
    const bobs = (await create(bob, xtream(bobTv, 'Bob shared', host))).body;
    const applied = await alice.post('/api/admin/playlists/mass-update-host', {
      old_host: host,
      new_host: 'http://elsewhere.example.com',
      confirm: true,
    });
    expect(applied.body).toMatchObject({ update_id: null, updated: 0 });
    expect((await bob.get(`/api/admin/playlists/${bobs.id}`)).body).toMatchObject({ host });
  });

  it('shows a reseller only their own playlists and an operator every one', async () => {
    const alices = (await create(alice, xtream(aliceBox, 'Seen by support'))).body;
    const reseller = await signedInDemo(server.url, 'reseller');
    const resellerTv = await claimedDevice(server, reseller);
    const resellers = (await create(reseller, xtream(resellerTv, 'Reseller test line'))).body;

    const resellerList = await list(reseller, { range: [0, 999] });
    expect((resellerList.body as { id: string }[]).map((row) => row.id)).toEqual([resellers.id]);
    expect(await reseller.get(`/api/admin/playlists/${alices.id}`)).toMatchObject({ status: 404 });
    expect(await reseller.post(`/api/admin/playlists/${alices.id}/reveal-password`)).toMatchObject({
      status: 404,
    });

    const operator = await signedInDemo(server.url, 'operator');
    const everyone = await list(operator, { range: [0, 999] });
    const ids = (everyone.body as { id: string }[]).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([alices.id, resellers.id]));
    expect((everyone.body as Record<string, unknown>[]).some((row) => 'password' in row)).toBe(false);
    expect((await operator.get(`/api/admin/playlists/${alices.id}`)).body).toMatchObject({
      playlistName: 'Seen by support',
    });
  });
});
