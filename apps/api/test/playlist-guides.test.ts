import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { playlists } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser } from './accounts.ts';
import {
  engines,
  newAccountAs,
  postJson,
  registerDevice,
  sharedTestServer,
  type TestServer,
} from './harness.ts';

interface SyncedPlaylist {
  name: string;
  epg_url: string | null;
  epg_source: string;
}

/** A programme guide (XMLTV) beside each playlist: one rule on My List, the dashboard and the integration API. */
describe.each(engines)("a playlist's programme guide on $name", (engine) => {
  let server: TestServer;
  let alice: Browser;
  let bob: Browser;
  let tv: { deviceid: string; deviceKey: string };
  const stamp = `${process.pid}-${engine.name}-${Date.now()}`;
  const guideAt = (name: string) => `https://epg-${stamp}.example.org/${name}.xml.gz`;

  const sync = async () => {
    const answer = await postJson(server.url, '/api/app/sync', {
      deviceid: tv.deviceid,
      device_key: tv.deviceKey,
    });
    expect(answer.status).toBe(200);
    return new Map(
      (answer.body.playlists as SyncedPlaylist[]).map((row) => [row.name, [row.epg_url, row.epg_source]]),
    );
  };
  const myList = (name: string, extra: Record<string, unknown>) =>
    postJson(server.url, '/api/playlist_v3', {
      query: {
        url: 'http://line.example.com:8080',
        username: 'guide-user',
        password: 'guide-pw',
        playlistName: name,
        deviceid: tv.deviceid,
        hide_playlist_info: false,
        ...extra,
      },
    });

  beforeAll(async () => {
    server = await sharedTestServer(engine, accountEnv);
    alice = (await signedInBrowser(server.url)).browser;
    bob = (await signedInBrowser(server.url)).browser;
    tv = await registerDevice(server.url);
    const claimed = await alice.post('/api/admin/devices/claim', {
      deviceid: tv.deviceid,
      device_key: tv.deviceKey,
    });
    expect(claimed.status).toBe(200);
  });

  it('takes a guide on My List, refuses one that is no http(s) address, and stores nothing then', async () => {
    const refused = await myList('Refused', { epg_url: 'epg.example.org/guide.xml' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid_guide_url' } });
    expect(String(refused.body.error)).toMatch(/XMLTV/);
    const withCredentials = await myList('Refused', { epg_url: 'https://me:pw@epg.example.org/guide.xml' });
    expect(withCredentials).toMatchObject({ status: 400, body: { code: 'invalid_guide_url' } });
    expect(await server.database.db.select().from(playlists).where(eq(playlists.name, 'Refused'))).toEqual(
      [],
    );

    expect((await myList('With a guide', { epg_url: `${guideAt('my-list')}#now` })).status).toBe(200);
    expect((await myList('From its server', {})).status).toBe(200);
    const guides = await sync();
    expect(guides.get('With a guide')).toEqual([guideAt('my-list'), 'address']);
    // An Xtream playlist without an address takes its server's own guide.
    expect(guides.get('From its server')).toEqual([null, 'server']);
  });

  it("sets, changes and clears a guide in the owner's dashboard, and shows it to nobody else", async () => {
    const created = await alice.post('/api/admin/playlists', {
      deviceid: tv.deviceid,
      playlistName: 'Dashboard M3U',
      playlistFormat: 'm3u',
      m3uUrl: 'http://line.example.com/get.php?username=a&password=b',
      hide_playlist_info: false,
    });
    expect(created).toMatchObject({ status: 201, body: { epg_url: null } });
    const id = String(created.body.id);
    // An M3U link without a guide has none.
    expect((await sync()).get('Dashboard M3U')).toEqual([null, 'none']);

    const refused = await alice.request('PUT', `/api/admin/playlists/${id}`, {
      ...created.body,
      epg_url: 'ftp://epg.example.org/guide.xml',
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid_guide_url' } });

    const saved = await alice.request('PUT', `/api/admin/playlists/${id}`, {
      ...created.body,
      epg_url: guideAt('dashboard'),
    });
    expect(saved).toMatchObject({ status: 200, body: { epg_url: guideAt('dashboard') } });
    expect((await alice.get(`/api/admin/playlists/${id}`)).body).toMatchObject({
      epg_url: guideAt('dashboard'),
    });
    expect((await sync()).get('Dashboard M3U')).toEqual([guideAt('dashboard'), 'address']);

    expect(await bob.get(`/api/admin/playlists/${id}`)).toMatchObject({ status: 404 });
    expect(
      await bob.request('PUT', `/api/admin/playlists/${id}`, { ...created.body, epg_url: guideAt('bob') }),
    ).toMatchObject({ status: 404 });

    const cleared = await alice.request('PUT', `/api/admin/playlists/${id}`, { ...saved.body, epg_url: '' });
    expect(cleared).toMatchObject({ status: 200, body: { epg_url: null } });
    expect((await sync()).get('Dashboard M3U')).toEqual([null, 'none']);
  });

  it("takes a guide through a reseller's integration API and lists it back to that reseller", async () => {
    // A reseller of its own: the demo reseller's keys are shared with every file on this server, up to its limit.
    const { browser: reseller } = await newAccountAs(server, 'reseller');
    const entry = await reseller.post('/api/admin/whitelist', { host: `http://guides-${stamp}.example.com` });
    expect(entry.status).toBe(201);
    const key = await reseller.post('/api/admin/api-keys', { name: `Guides ${stamp}` });
    expect(key.status).toBe(201);
    const device = await registerDevice(server.url);
    const call = (method: string, body?: unknown) =>
      fetch(`${server.url}/api/integration/v1/devices/${encodeURIComponent(device.deviceid)}/playlists`, {
        method,
        headers: { authorization: `Bearer ${String(key.body.secret)}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const playlist = {
      playlistName: 'By the API',
      host_code: Number(entry.body.code),
      username: 'u',
      password: 'p',
    };

    const refused = await call('POST', { ...playlist, epg_url: 'not an address' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'invalid_guide_url' });

    const added = await call('POST', { ...playlist, epg_url: guideAt('integration') });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ epg_url: guideAt('integration'), hide_playlist_info: true });
    const listed = (await (await call('GET')).json()) as { epg_url: string | null }[];
    expect(listed.map((row) => row.epg_url)).toEqual([guideAt('integration')]);

    // Another account's dashboard does not reach the device or its hidden playlist's guide.
    expect(JSON.stringify((await bob.get('/api/admin/playlists')).body)).not.toContain(
      guideAt('integration'),
    );
  });
});
