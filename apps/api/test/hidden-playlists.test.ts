import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playlists } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo } from './accounts.ts';
import { engines, postJson, registerDevice, startTestServer, type TestServer } from './harness.ts';

interface Listed {
  id: string;
  playlistName: string;
  deviceid: string;
  playlistFormat: string | null;
  host: string | null;
  m3uUrl: string | null;
  username: string | null;
  notes: string | null;
  epg_url: string | null;
  hide_playlist_info: boolean;
  hidden: boolean;
  playlist_added_at: string;
}

const query = (params: { filter?: unknown; sort?: [string, string] }) =>
  `/api/admin/playlists?${Object.entries({ range: [0, 99], ...params })
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&')}`;

/**
 * Every playlist here is on one TV of Alice's, added in every way there is. Those marked hidden that somebody
 * else added must show her their name, device, status and dates only.
 */
describe.each(engines)('playlists hidden from the device’s owner on $name', (engine) => {
  let server: TestServer;
  let alice: Browser;
  let bob: Browser;
  let operator: Browser;
  let tv: string;
  let tvKey: string;
  const stamp = `${process.pid}-${engine.name}`;
  /** Hosts nobody but the adders may learn from Alice's screens. */
  const secretHost = `http://secret-${stamp}.example.com`;
  const sharedHost = `http://shared-${stamp}.example.com`;
  const ownHost = `http://own-${stamp}.example.com`;
  /** The programme guide each adder gave: a hidden playlist's is as secret as its host. */
  const guide = (hidden: boolean, who: string) =>
    `https://${hidden ? 'hidden' : 'shown'}-guide-${stamp}.example.org/xmltv.php?username=${who}`;
  const ids = new Map<string, string>();
  const id = (name: string) => ids.get(name) ?? '';

  async function myList(name: string, host: string, hide: boolean, username: string) {
    const added = await postJson(server.url, '/api/playlist_v3', {
      query: {
        url: host,
        username,
        password: `${username}-pw`,
        playlistName: name,
        deviceid: tv,
        hide_playlist_info: hide,
        epg_url: guide(hide, username),
      },
    });
    expect(added.status).toBe(200);
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { ...accountEnv, RATE_LIMIT_PUBLIC: '0', RATE_LIMIT_DEVICE: '0' });
    alice = (await signedInBrowser(server.url)).browser;
    bob = (await signedInBrowser(server.url)).browser;
    operator = await signedInDemo(server.url, 'operator');
    const reseller = await signedInDemo(server.url, 'reseller');
    const device = await registerDevice(server.url);
    tv = device.deviceid;
    tvKey = device.deviceKey;
    expect(
      (await alice.post('/api/admin/devices/claim', { deviceid: tv, device_key: device.deviceKey })).status,
    ).toBe(200);

    await myList('Hidden z from My List', secretHost.replace('secret', 'zz-secret'), true, 'z-user');
    await myList('Hidden a from My List', secretHost, true, 'a-user');
    await myList('Hidden on the shared host', sharedHost, true, 'shared-user');
    await myList('Visible from My List', sharedHost, false, 'visible-user');
    const byCode = await postJson(server.url, '/api/playlist_v3', {
      query: {
        host_code: 246810,
        username: 'code-user',
        password: 'code-pw',
        playlistName: 'Hidden by a code',
        deviceid: tv,
        hide_playlist_info: true,
        epg_url: guide(true, 'code-user'),
      },
    });
    expect(byCode.status).toBe(200);
    const key = await reseller.post('/api/admin/api-keys', { name: 'Hidden suite' });
    const byApi = await fetch(
      `${server.url}/api/integration/v1/devices/${encodeURIComponent(tv)}/playlists`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${String(key.body.secret)}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          playlistName: 'Hidden by the API',
          host_code: 135790,
          username: 'api-user',
          password: 'api-pw',
          epg_url: guide(true, 'api-user'),
        }),
      },
    );
    expect(byApi.status).toBe(201);
    const bySupport = await operator.post('/api/admin/playlists', {
      deviceid: tv,
      playlistName: 'Hidden by support',
      playlistFormat: 'xtream',
      host: secretHost,
      username: 'support-user',
      password: 'support-pw',
      hide_playlist_info: true,
      notes: 'support notes',
      epg_url: guide(true, 'support-user'),
    });
    expect(bySupport.status).toBe(201);
    const own = await alice.post('/api/admin/playlists', {
      deviceid: tv,
      playlistName: 'Alice’s own hidden one',
      playlistFormat: 'm3u',
      m3uUrl: `${ownHost}/get.php?username=alice-user&password=alice-pw`,
      hide_playlist_info: true,
      notes: 'alice notes',
      epg_url: guide(false, 'alice-user'),
    });
    expect(own.status).toBe(201);
    const stored = await server.database.db
      .select({ id: playlists.id, name: playlists.name })
      .from(playlists);
    for (const row of stored) ids.set(row.name, row.id);
  });
  afterAll(() => server?.stop());

  const hiddenNames = [
    'Hidden a from My List',
    'Hidden by a code',
    'Hidden by support',
    'Hidden by the API',
    'Hidden on the shared host',
    'Hidden z from My List',
  ];
  const secrets = [
    'secret-',
    'shared-user',
    'a-user',
    'z-user',
    'code-user',
    'api-user',
    'support-user',
    'support notes',
    'demo-provider.example',
    'hidden-guide-',
  ];

  it('lists and gives the owner nothing but name, device, status and dates of what others hid', async () => {
    const list = await alice.get(query({ filter: { deviceid: tv } }));
    expect(list.status).toBe(200);
    const rows = list.body as unknown as Listed[];
    expect(rows).toHaveLength(8);
    const hidden = rows.filter((row) => row.hidden);
    expect(hidden.map((row) => row.playlistName).sort()).toEqual(hiddenNames);
    for (const row of hidden) {
      expect(row).toEqual({
        id: expect.any(String),
        deviceid: tv,
        playlistName: row.playlistName,
        playlistFormat: null,
        host: null,
        m3uUrl: null,
        username: null,
        notes: null,
        epg_url: null,
        hide_playlist_info: true,
        hidden: true,
        locked: false,
        playlist_added_at: expect.any(String),
        last_status: null,
        last_checked_at: null,
      });
      expect((await alice.get(`/api/admin/playlists/${row.id}`)).body).toEqual(row);
    }
    // Her own hidden playlist, and a visible one somebody else added, show her everything.
    expect(rows.find((row) => row.playlistName === 'Alice’s own hidden one')).toMatchObject({
      hidden: false,
      hide_playlist_info: true,
      host: ownHost,
      username: 'alice-user',
      notes: 'alice notes',
      epg_url: guide(false, 'alice-user'),
      playlistFormat: 'm3u',
    });
    expect(rows.find((row) => row.playlistName === 'Visible from My List')).toMatchObject({
      hidden: false,
      host: sharedHost,
      username: 'visible-user',
      epg_url: guide(false, 'visible-user'),
    });
    const everything = JSON.stringify([
      rows,
      (await alice.get(query({}))).body,
      (await alice.get('/api/admin/playlists/hosts')).body,
    ]);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('never matches a hidden playlist by its host, nor sorts by it', async () => {
    const byShared = await alice.get(query({ filter: { host: sharedHost } }));
    expect((byShared.body as unknown as Listed[]).map((row) => row.playlistName)).toEqual([
      'Visible from My List',
    ]);
    expect(byShared.headers.get('content-range')).toBe('playlists 0-0/1');
    const bySecret = await alice.get(query({ filter: { host: secretHost } }));
    expect(bySecret.body).toEqual([]);
    expect(bySecret.headers.get('content-range')).toBe('playlists 0-0/0');
    // The operator's filter finds both of that host: the playlists are there.
    expect(
      ((await operator.get(query({ filter: { host: secretHost } }))).body as unknown as Listed[])
        .map((row) => row.playlistName)
        .sort(),
    ).toEqual(['Hidden a from My List', 'Hidden by support']);

    for (const [field, order] of [
      ['host', 'ASC'],
      ['host', 'DESC'],
      ['playlistFormat', 'ASC'],
    ] as const) {
      const sorted = (await alice.get(query({ filter: { deviceid: tv }, sort: [field, order] })))
        .body as unknown as Listed[];
      const hiddenOrder = sorted.filter((row) => row.hidden).map((row) => row.id);
      // Sorted as having no host, the hidden rows keep the order of their ids whatever their hosts are.
      const byId = [...hiddenOrder].sort();
      expect(hiddenOrder, `${field} ${order}`).toEqual(order === 'ASC' ? byId : byId.reverse());
      const visible = sorted.filter((row) => !row.hidden).map((row) => row.playlistName);
      expect(visible, `${field} ${order}`).toHaveLength(2);
      // Nulls last going up, first going down: the hidden ones stay together at one end.
      const firstHidden = sorted.findIndex((row) => row.hidden);
      expect(firstHidden, `${field} ${order}`).toBe(order === 'ASC' ? 2 : 0);
    }
  });

  it("leaves hidden playlists out of the owner's mass host update: hosts in use, preview and apply", async () => {
    const hosts = (await alice.get('/api/admin/playlists/hosts')).body as unknown as {
      host: string;
      playlists: number;
    }[];
    expect(hosts.map((entry) => entry.host).sort()).toEqual([ownHost, sharedHost].sort());
    expect(hosts.find((entry) => entry.host === sharedHost)?.playlists).toBe(1);

    const target = `https://moved-${stamp}.example.com`;
    const preview = await alice.post('/api/admin/playlists/mass-update-host', {
      old_host: secretHost,
      new_host: target,
    });
    expect(preview.body).toMatchObject({ matched: 0, devices: 0, samples: [] });
    const applied = await alice.post('/api/admin/playlists/mass-update-host', {
      old_host: secretHost,
      new_host: target,
      confirm: true,
    });
    expect(applied.body).toMatchObject({ updated: 0 });
    const shared = await alice.post('/api/admin/playlists/mass-update-host', {
      old_host: sharedHost,
      new_host: target,
      confirm: true,
    });
    expect(shared.body).toMatchObject({ updated: 1 });
    const stored = await server.database.db
      .select({ name: playlists.name, host: playlists.host })
      .from(playlists)
      .where(
        inArray(playlists.name, ['Hidden a from My List', 'Hidden by support', 'Hidden on the shared host']),
      );
    expect(stored.map((row) => row.host).sort()).toEqual([secretHost, secretHost, sharedHost]);
    const undo = await alice.post(
      `/api/admin/playlists/mass-update-host/${String(shared.body.update_id)}/undo`,
    );
    expect(undo.body).toMatchObject({ restored: 1 });
  });

  it('refuses to reveal or edit a hidden playlist, lets the owner delete it, and reveals her own', async () => {
    expect(
      (await alice.post(`/api/admin/playlists/${id('Alice’s own hidden one')}/reveal-password`)).body,
    ).toEqual({
      password: 'alice-pw',
    });
    const refused = await alice.post(`/api/admin/playlists/${id('Hidden by a code')}/reveal-password`);
    expect(refused).toMatchObject({ status: 403, body: { code: 'playlist_hidden' } });
    expect(String(refused.body.error)).toContain('hid its details');

    const edit = await alice.request('PUT', `/api/admin/playlists/${id('Hidden by support')}`, {
      deviceid: tv,
      playlistName: 'Taken over',
      playlistFormat: 'xtream',
      host: 'http://mine.example.com',
      username: 'mine',
      password: 'mine-pw',
      hide_playlist_info: false,
    });
    expect(edit).toMatchObject({ status: 403, body: { code: 'playlist_hidden' } });
    const [untouched] = await server.database.db
      .select()
      .from(playlists)
      .where(eq(playlists.id, id('Hidden by support')));
    expect(untouched).toMatchObject({ name: 'Hidden by support', host: secretHost, hidePlaylistInfo: true });

    const removed = await alice.request('DELETE', `/api/admin/playlists/${id('Hidden z from My List')}`);
    expect(removed).toMatchObject({ status: 200, body: { hidden: true, host: null, username: null } });
    expect(JSON.stringify(removed.body)).not.toContain('z-user');
    expect((await alice.get(`/api/admin/playlists/${id('Hidden z from My List')}`)).status).toBe(404);
  });

  it("keeps the hiding the adder's choice when the owner edits a visible playlist somebody else added", async () => {
    const visible = (await alice.get(`/api/admin/playlists/${id('Visible from My List')}`)).body;
    const saved = await alice.request('PUT', `/api/admin/playlists/${id('Visible from My List')}`, {
      ...visible,
      playlistName: 'Renamed by Alice',
      hide_playlist_info: true,
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { playlistName: 'Renamed by Alice', hide_playlist_info: false, hidden: false },
    });
    expect((await alice.get(`/api/admin/playlists/${id('Visible from My List')}`)).body).toMatchObject({
      hidden: false,
      username: 'visible-user',
    });
  });

  it('shows operators everything, keeps reveal for the owner, counts every playlist, and shows another account nothing', async () => {
    const rows = (await operator.get(query({ filter: { deviceid: tv } }))).body as unknown as Listed[];
    expect(rows.every((row) => !row.hidden)).toBe(true);
    expect(rows.find((row) => row.playlistName === 'Hidden by a code')).toMatchObject({
      host: 'http://line.demo-provider.example:8080',
      username: 'code-user',
      playlistFormat: 'xtream',
    });
    expect(
      await operator.post(`/api/admin/playlists/${id('Hidden by a code')}/reveal-password`),
    ).toMatchObject({
      status: 404,
    });

    const stats = (await alice.get('/api/admin/stats')).body;
    expect(stats).toMatchObject({ devices: 1, playlists: 7, hidden: 6, visible: 1 });

    expect((await bob.get(query({ filter: { deviceid: tv } }))).body).toEqual([]);
    expect((await bob.get(`/api/admin/playlists/${id('Hidden by the API')}`)).status).toBe(404);
  });
  it("keeps the guides of hidden playlists out of the owner's export, and gives the TV every guide", async () => {
    const exported = await alice.get('/api/account/export');
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain(guide(false, 'alice-user'));

    const operatorsView = (await operator.get(query({ filter: { deviceid: tv } })))
      .body as unknown as Listed[];
    expect(operatorsView.find((row) => row.playlistName === 'Hidden by support')?.epg_url).toBe(
      guide(true, 'support-user'),
    );

    const synced = await postJson(server.url, '/api/app/sync', { deviceid: tv, device_key: tvKey });
    expect(synced.status).toBe(200);
    const guides = Object.fromEntries(
      (synced.body.playlists as { name: string; epg_url: string | null; epg_source: string }[]).map((row) => [
        row.name,
        [row.epg_url, row.epg_source],
      ]),
    );
    expect(guides['Hidden by the API']).toEqual([guide(true, 'api-user'), 'address']);
    expect(guides['Hidden a from My List']).toEqual([guide(true, 'a-user'), 'address']);
    expect(guides['Alice’s own hidden one']).toEqual([guide(false, 'alice-user'), 'address']);
  });
});
