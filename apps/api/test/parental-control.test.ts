import type { SecurityEventsPage } from '@vela/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { devicePins, devices, playlists } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo, signIn } from './accounts.ts';
import {
  claimNewDevice,
  devicePath,
  engines,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';
import { type Receiver, receiver } from './receiver.ts';

/** PINs of eight digits, so that finding one in an answer cannot be a coincidence of a date or an id. */
const firstPin = '73915824';
const secondPin = '60482917';
const thirdPin = '35172946';
const wrongPin = '11112222';
const pins = [firstPin, secondPin, thirdPin, wrongPin];

/** What a slow hash of better-auth's looks like (`salt:key` in hex), or its name. */
const hashLike = /[0-9a-f]{32}:[0-9a-f]{64,}|scrypt|pin_hash/i;

describe.each(engines)('parental control per device on $name', (engine) => {
  let server: TestServer;
  let clock = Date.parse('2027-03-01T10:00:00.000Z');
  const advance = (ms: number) => {
    clock += ms;
  };
  /** Every answer this suite received, to prove that none carries a PIN or its hash. */
  const answers: string[] = [];
  /** Every line the server logged, at its most talkative level, to prove the same of the log. */
  const logged: string[] = [];
  const realFetch = globalThis.fetch;
  let alice: { browser: Browser; email: string; password: string };
  let bob: Browser;
  let tv: { deviceid: string; deviceKey: string };
  let host: string;
  /** Where the demo reseller's webhook delivers every event of the playlists added for its host. */
  let hook: Receiver;

  const app = (path: string, body: Record<string, unknown>) =>
    postJson(server.url, `/api/app${path}`, { deviceid: tv.deviceid, device_key: tv.deviceKey, ...body });
  const verify = (pin: string, device = tv) =>
    postJson(server.url, '/api/app/parental/verify', {
      deviceid: device.deviceid,
      device_key: device.deviceKey,
      pin,
    });
  const playlistRecord = (deviceid: string, name: string, extra: Record<string, unknown> = {}) => ({
    deviceid,
    playlistName: name,
    playlistFormat: 'xtream',
    host,
    username: `user-${name.replace(/\W/g, '')}`,
    password: `pw-${name.replace(/\W/g, '')}`,
    hide_playlist_info: false,
    ...extra,
  });
  const addPlaylist = async (browser: Browser, deviceid: string, name: string, locked: boolean) => {
    const added = await browser.post('/api/admin/playlists', playlistRecord(deviceid, name, { locked }));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return String(added.body.id);
  };
  const events = async (browser: Browser) => {
    const answer = await browser.get('/api/account/security-events?perPage=50');
    expect(answer.status).toBe(200);
    return (answer.body as unknown as SecurityEventsPage).events;
  };

  beforeAll(async () => {
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args);
      answers.push(await response.clone().text());
      return response;
    };
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      });
    }
    server = await startTestServer(
      engine,
      {
        ...accountEnv,
        RATE_LIMIT_PUBLIC: '0',
        RATE_LIMIT_DEVICE: '0',
        LOG_LEVEL: 'debug',
        // The webhook's receiver listens on this machine's loopback, over plain HTTP.
        WEBHOOKS_ALLOW_HTTP: 'true',
        OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true',
      },
      { now: () => new Date(clock) },
    );
    host = `http://parental-${process.pid}-${engine.name}.example.com`;
    alice = await signedInBrowser(server.url);
    bob = (await signedInBrowser(server.url)).browser;
    tv = await claimNewDevice(server.url, alice.browser);
    hook = await receiver();
    const endpoint = await (await signedInDemo(server.url, 'reseller')).post('/api/admin/webhooks', {
      url: hook.url,
      event_types: ['playlist.added', 'playlist.removed', 'device.claimed'],
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    vi.restoreAllMocks();
    await hook?.close();
    await server?.stop();
  });

  it('lets nobody but the owner set, change, clear or unlock a PIN, or learn whether one is set', async () => {
    const pinPath = devicePath(tv.deviceid, '/parental-pin');
    expect((await bob.request('PUT', pinPath, { pin: firstPin })).status).toBe(404);
    expect((await bob.request('DELETE', pinPath, { password: 'a long password 1' })).status).toBe(404);
    expect((await bob.post(devicePath(tv.deviceid, '/parental-unlock'), { pin: firstPin })).status).toBe(404);
    expect((await bob.get(devicePath(tv.deviceid))).status).toBe(404);
    expect(await bob.get('/api/admin/devices')).toMatchObject({ status: 200, body: [] });
    // An operator reaches every device, but the PIN is the owner's alone.
    const operator = await signedInDemo(server.url, 'operator');
    expect((await operator.request('PUT', pinPath, { pin: firstPin })).status).toBe(404);
    expect((await operator.post(devicePath(tv.deviceid, '/parental-unlock'), { pin: firstPin })).status).toBe(
      404,
    );
    expect((await alice.browser.get(devicePath(tv.deviceid))).body).toMatchObject({
      parental_pin_set: false,
    });
    const [stored] = await server.database.db
      .select()
      .from(devicePins)
      .innerJoin(devices, eq(devices.id, devicePins.devicePk))
      .where(eq(devices.deviceId, tv.deviceid));
    expect(stored).toBeUndefined();
  });

  it('sets a PIN of 4 to 8 digits and changes it only with the current PIN or the password', async () => {
    const pinPath = devicePath(tv.deviceid, '/parental-pin');
    expect(await alice.browser.request('PUT', pinPath, { pin: '12a4' })).toMatchObject({
      status: 400,
      body: { code: 'parental_pin', error: 'Enter a PIN of 4 to 8 digits.' },
    });
    const set = await alice.browser.request('PUT', pinPath, { pin: firstPin });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: tv.deviceid, parental_pin_set: true });
    expect((await alice.browser.get('/api/admin/devices')).body).toMatchObject([{ parental_pin_set: true }]);

    expect(await alice.browser.request('PUT', pinPath, { pin: secondPin })).toMatchObject({
      status: 400,
      body: { code: 'parental_proof' },
    });
    expect(
      await alice.browser.request('PUT', pinPath, { pin: secondPin, current_pin: wrongPin }),
    ).toMatchObject({ status: 400, body: { code: 'parental_pin_wrong', error: 'The PIN is not correct.' } });
    expect(
      await alice.browser.request('PUT', pinPath, { pin: secondPin, password: 'not the password' }),
    ).toMatchObject({ status: 400, body: { code: 'current_password_wrong' } });
    expect(await verify(firstPin)).toMatchObject({ status: 200, body: { match: true } });

    expect(
      (await alice.browser.request('PUT', pinPath, { pin: secondPin, current_pin: firstPin })).status,
    ).toBe(200);
    expect((await verify(firstPin)).body).toMatchObject({ match: false });
    expect(
      (await alice.browser.request('PUT', pinPath, { pin: thirdPin, password: alice.password })).status,
    ).toBe(200);
    expect((await verify(thirdPin)).body).toEqual({ match: true, attempts_left: 5 });
    // Stored only as a slow hash, apart from the device's row.
    const [row] = await server.database.db
      .select({ hash: devicePins.pinHash })
      .from(devicePins)
      .innerJoin(devices, eq(devices.id, devicePins.devicePk))
      .where(eq(devices.deviceId, tv.deviceid));
    expect(row?.hash).toMatch(hashLike);
    expect(row?.hash).not.toContain(thirdPin);
  });

  it('tells the TV in its sync which playlists are locked and that a PIN is set, and checks PINs with its key', async () => {
    const lockedId = await addPlaylist(alice.browser, tv.deviceid, 'Films locked', true);
    await addPlaylist(alice.browser, tv.deviceid, 'Cartoons', false);
    const sync = await app('/sync', {});
    expect(sync.status).toBe(200);
    expect(sync.body.pin_set).toBe(true);
    const listed = sync.body.playlists as unknown as { id: string; name: string; locked: boolean }[];
    expect(
      listed.map(({ name, locked }) => ({ name, locked })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Cartoons', locked: false },
      { name: 'Films locked', locked: true },
    ]);
    expect(listed.find((playlist) => playlist.id === lockedId)?.locked).toBe(true);
    expect((await verify(wrongPin)).body).toEqual({ match: false, attempts_left: 4 });
    expect((await verify(thirdPin)).body).toEqual({ match: true, attempts_left: 5 });
    expect(
      await postJson(server.url, '/api/app/parental/verify', {
        deviceid: tv.deviceid,
        device_key: 'not-the-key',
        pin: thirdPin,
      }),
    ).toMatchObject({ status: 401, body: { code: 'device_key_invalid' } });
    expect((await verify('12')).status).toBe(400);
  });

  it('locks a playlist only on a TV with a PIN', async () => {
    const other = await claimNewDevice(server.url, alice.browser);
    const refused = await alice.browser.post(
      '/api/admin/playlists',
      playlistRecord(other.deviceid, 'No PIN here', { locked: true }),
    );
    expect(refused).toMatchObject({ status: 409, body: { code: 'parental_pin_required' } });
    const id = await addPlaylist(alice.browser, other.deviceid, 'Open one', false);
    expect(
      await alice.browser.request(
        'PUT',
        `/api/admin/playlists/${id}`,
        playlistRecord(other.deviceid, 'Open one', { locked: true }),
      ),
    ).toMatchObject({ status: 409, body: { code: 'parental_pin_required' } });
    const verifyOther = await verify(firstPin, other);
    expect(verifyOther).toMatchObject({ status: 409, body: { code: 'parental_pin_not_set' } });
  });

  it('refuses to delete, replace, unlock or reveal a locked playlist without an unlock, on every path', async () => {
    const id = await addPlaylist(alice.browser, tv.deviceid, 'Late films', true);
    const path = `/api/admin/playlists/${id}`;
    const locked = { status: 423, body: { code: 'parental_locked' } };
    expect(await alice.browser.request('DELETE', path)).toMatchObject(locked);
    expect(
      await alice.browser.request('PUT', path, playlistRecord(tv.deviceid, 'Renamed', { locked: true })),
    ).toMatchObject(locked);
    expect(
      await alice.browser.request('PUT', path, playlistRecord(tv.deviceid, 'Late films', { locked: false })),
    ).toMatchObject(locked);
    expect(await alice.browser.post(`${path}/reveal-password`)).toMatchObject(locked);
    const operator = await signedInDemo(server.url, 'operator');
    expect(await operator.request('DELETE', path)).toMatchObject(locked);
    expect(await alice.browser.post(devicePath(tv.deviceid, '/release'))).toMatchObject(locked);
    // Another account does not even find it.
    expect((await bob.request('DELETE', path)).status).toBe(404);
    expect((await bob.post(`${path}/reveal-password`)).status).toBe(404);
    expect((await alice.browser.get(path)).body).toMatchObject({ playlistName: 'Late films', locked: true });

    // A host move leaves it, and says so.
    const moved = await alice.browser.post('/api/admin/playlists/mass-update-host', {
      old_host: host,
      new_host: `${host.replace('parental-', 'moved-')}`,
      confirm: true,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.locked_skipped).toBeGreaterThanOrEqual(1);
    expect((await alice.browser.get(path)).body).toMatchObject({ host, locked: true });
  });

  it('allows them for a while to the session that unlocked the TV with its PIN or the password', async () => {
    const id = await addPlaylist(alice.browser, tv.deviceid, 'Night shows', true);
    const path = `/api/admin/playlists/${id}`;
    const unlock = devicePath(tv.deviceid, '/parental-unlock');
    expect(await alice.browser.post(unlock, { pin: wrongPin })).toMatchObject({
      status: 400,
      body: { code: 'parental_pin_wrong' },
    });
    expect(await alice.browser.post(unlock, { password: 'not the password' })).toMatchObject({
      status: 400,
      body: { code: 'current_password_wrong' },
    });
    expect(await alice.browser.post(unlock, {})).toMatchObject({
      status: 400,
      body: { code: 'parental_proof' },
    });
    const byPin = await alice.browser.post(unlock, { pin: thirdPin });
    expect(byPin).toMatchObject({
      status: 200,
      body: { device_id: tv.deviceid, unlocked_until: new Date(clock + 10 * 60 * 1000).toISOString() },
    });
    expect(await alice.browser.post(`${path}/reveal-password`)).toMatchObject({
      status: 200,
      body: { password: 'pw-Nightshows' },
    });
    const renamed = await alice.browser.request('PUT', path, playlistRecord(tv.deviceid, 'Night shows 2'));
    expect(renamed).toMatchObject({ status: 200, body: { playlistName: 'Night shows 2', locked: true } });

    // Another session of the same person holds no unlock.
    const elsewhere = (await signIn(server.url, alice.email, alice.password)).browser;
    expect(await elsewhere.post(`${path}/reveal-password`)).toMatchObject({ status: 423 });

    // Ten minutes later the unlock is over.
    advance(10 * 60 * 1000 + 1000);
    expect(await alice.browser.post(`${path}/reveal-password`)).toMatchObject({ status: 423 });
    expect(await alice.browser.request('DELETE', path)).toMatchObject({ status: 423 });

    expect((await alice.browser.post(unlock, { password: alice.password })).status).toBe(200);
    const unlocked = await alice.browser.request(
      'PUT',
      path,
      playlistRecord(tv.deviceid, 'Night shows 2', { locked: false }),
    );
    expect(unlocked).toMatchObject({ status: 200, body: { locked: false } });
    expect((await app('/sync', {})).body.playlists).toContainEqual(
      expect.objectContaining({ id, locked: false }),
    );
    expect((await alice.browser.request('DELETE', path)).status).toBe(200);

    // Signing out ends the session, and its unlock with it: the next session starts locked.
    const second = await addPlaylist(alice.browser, tv.deviceid, 'Signed out', true);
    expect((await alice.browser.post('/api/auth/sign-out')).status).toBe(200);
    alice.browser = (await signIn(server.url, alice.email, alice.password)).browser;
    expect(await alice.browser.request('DELETE', `/api/admin/playlists/${second}`)).toMatchObject({
      status: 423,
    });
  });

  it('lets the owner alone lock and unlock any playlist of her TV, one hidden from her included', async () => {
    const operator = await signedInDemo(server.url, 'operator');
    const added = await operator.post('/api/admin/playlists', {
      ...playlistRecord(tv.deviceid, 'Added by support'),
      hide_playlist_info: true,
    });
    expect(added.status).toBe(201);
    const path = `/api/admin/playlists/${String(added.body.id)}`;
    expect((await alice.browser.get(path)).body).toMatchObject({ hidden: true, locked: false, host: null });
    // Editing it is refused to her, so the lock has its own route.
    expect(
      await alice.browser.request(
        'PUT',
        path,
        playlistRecord(tv.deviceid, 'Added by support', { locked: true }),
      ),
    ).toMatchObject({ status: 403, body: { code: 'playlist_hidden' } });
    expect((await alice.browser.request('PUT', `${path}/lock`, { locked: 'yes' })).status).toBe(400);
    expect((await bob.request('PUT', `${path}/lock`, { locked: true })).status).toBe(404);
    expect((await operator.request('PUT', `${path}/lock`, { locked: true })).status).toBe(404);
    expect(
      (await alice.browser.request('PUT', '/api/admin/playlists/not-an-id/lock', { locked: true })).status,
    ).toBe(404);

    const locked = await alice.browser.request('PUT', `${path}/lock`, { locked: true });
    expect(locked).toMatchObject({
      status: 200,
      body: { playlistName: 'Added by support', hidden: true, locked: true, host: null, username: null },
    });
    expect((await alice.browser.request('PUT', `${path}/lock`, { locked: true })).status).toBe(200);
    expect((await app('/sync', {})).body.playlists).toContainEqual(
      expect.objectContaining({ id: added.body.id, locked: true }),
    );
    expect(await alice.browser.request('DELETE', path)).toMatchObject({
      status: 423,
      body: { code: 'parental_locked' },
    });
    expect(await alice.browser.request('PUT', `${path}/lock`, { locked: false })).toMatchObject({
      status: 423,
      body: { code: 'parental_locked' },
    });
    expect((await bob.request('PUT', `${path}/lock`, { locked: false })).status).toBe(404);

    expect(
      (await alice.browser.post(devicePath(tv.deviceid, '/parental-unlock'), { password: alice.password }))
        .status,
    ).toBe(200);
    expect(await alice.browser.request('PUT', `${path}/lock`, { locked: false })).toMatchObject({
      status: 200,
      body: { hidden: true, locked: false },
    });
    const named = (await events(alice.browser)).filter(
      (event) =>
        (event.action === 'playlist.lock' || event.action === 'playlist.unlock') &&
        event.details.playlist_name === 'Added by support',
    );
    expect(named.map((event) => [event.action, event.by])).toEqual([
      ['playlist.unlock', 'you'],
      ['playlist.lock', 'you'],
    ]);

    // A TV without a PIN cannot have a locked playlist, through this route either.
    const other = await claimNewDevice(server.url, alice.browser);
    const open = await addPlaylist(alice.browser, other.deviceid, 'No PIN to lock with', false);
    expect(
      await alice.browser.request('PUT', `/api/admin/playlists/${open}/lock`, { locked: true }),
    ).toMatchObject({
      status: 409,
      body: { code: 'parental_pin_required' },
    });
    expect((await operator.request('DELETE', path)).status).toBe(200);
  });

  it("refuses the resellers' API to remove a locked playlist", async () => {
    const reseller = await signedInDemo(server.url, 'reseller');
    const key = await reseller.post('/api/admin/api-keys', { name: `Parental ${engine.name}` });
    const authorization = `Bearer ${String(key.body.secret)}`;
    const added = await realFetch(
      `${server.url}/api/integration/v1/devices/${encodeURIComponent(tv.deviceid)}/playlists`,
      {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          playlistName: 'From the provider',
          host_code: 135790,
          username: 'provider-user',
          password: 'provider-pw',
        }),
      },
    );
    expect(added.status).toBe(201);
    // Announced to the reseller's webhook at the job runners' next pass, while the playlist is still there (the
    // TV's reset, later, removes it).
    await server.jobs.runDue();
    const { id } = (await added.json()) as { id: string };
    // The owner locks it; the TV has her PIN.
    await server.database.db.update(playlists).set({ locked: true }).where(eq(playlists.id, id));
    const removed = await fetch(
      `${server.url}/api/integration/v1/devices/${encodeURIComponent(tv.deviceid)}/playlists/${id}`,
      { method: 'DELETE', headers: { authorization } },
    );
    expect(removed.status).toBe(423);
    expect(await removed.json()).toMatchObject({ code: 'parental_locked' });
    const [still] = await server.database.db.select().from(playlists).where(eq(playlists.id, id));
    expect(still?.locked).toBe(true);
  });

  it('pauses PIN entry after five wrong PINs, from the TV and the web alike, longer each time', async () => {
    for (const left of [4, 3, 2])
      expect((await verify(wrongPin)).body).toEqual({ match: false, attempts_left: left });
    // The dashboard's tries count against the same device.
    expect(
      (await alice.browser.post(devicePath(tv.deviceid, '/parental-unlock'), { pin: wrongPin })).status,
    ).toBe(400);
    expect((await verify(wrongPin)).body).toEqual({ match: false, attempts_left: 0 });
    const paused = await verify(thirdPin);
    expect(paused.status).toBe(429);
    expect(paused.headers.get('retry-after')).toBe('60');
    expect(
      (await alice.browser.post(devicePath(tv.deviceid, '/parental-unlock'), { pin: thirdPin })).status,
    ).toBe(429);
    advance(61 * 1000);
    for (let index = 0; index < 5; index++) await verify(wrongPin);
    const longer = await verify(thirdPin);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('120');
    advance(121 * 1000);
    expect((await verify(thirdPin)).body).toEqual({ match: true, attempts_left: 5 });
    // A right PIN starts again from the first, shortest pause.
    for (let index = 0; index < 5; index++) await verify(wrongPin);
    expect((await verify(thirdPin)).headers.get('retry-after')).toBe('60');
    advance(61 * 1000);
  });

  it("lists the changes in the owner's security events, naming the TV", async () => {
    const listed = await events(alice.browser);
    const actions = listed.map((event) => event.action);
    for (const action of [
      'device.parental_pin_set',
      'device.parental_pin_change',
      'device.parental_unlock',
      'device.parental_lockout',
      'playlist.lock',
      'playlist.unlock',
    ])
      expect(actions, action).toContain(action);
    const lockout = listed.find((event) => event.action === 'device.parental_lockout');
    // Paused by wrong PINs typed on the TV: the TV's doing, without an address.
    expect(lockout).toMatchObject({ by: 'tv', address: null, details: { device_id: tv.deviceid } });
    expect(listed.filter((event) => event.by === 'support')).toEqual([]);
    const lock = listed.find((event) => event.action === 'playlist.lock');
    expect(lock).toMatchObject({ by: 'you', details: { device_id: tv.deviceid } });
    expect((await events(bob)).map((event) => event.action)).not.toContain('device.parental_pin_set');
  });

  it('exports no locked password and no PIN', async () => {
    const exported = await alice.browser.get('/api/account/export');
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body);
    expect(text).toContain('Late films');
    expect(text).not.toContain('pw-Latefilms');
    expect(text).not.toMatch(hashLike);
  });

  it('clears the PIN with the password only, and the locks with it', async () => {
    const id = await addPlaylist(alice.browser, tv.deviceid, 'Cleared later', true);
    const pinPath = devicePath(tv.deviceid, '/parental-pin');
    expect(await alice.browser.request('DELETE', pinPath, { password: 'not the password' })).toMatchObject({
      status: 400,
      body: { code: 'current_password_wrong' },
    });
    const cleared = await alice.browser.request('DELETE', pinPath, { password: alice.password });
    expect(cleared).toMatchObject({ status: 200, body: { parental_pin_set: false } });
    expect((await alice.browser.get(`/api/admin/playlists/${id}`)).body).toMatchObject({ locked: false });
    expect((await app('/sync', {})).body.pin_set).toBe(false);
    expect((await alice.browser.request('DELETE', `/api/admin/playlists/${id}`)).status).toBe(200);
    expect((await events(alice.browser)).map((event) => event.action)).toContain('device.parental_pin_clear');
  });

  it('clears the PIN when the TV is reset', async () => {
    const pinPath = devicePath(tv.deviceid, '/parental-pin');
    expect((await alice.browser.request('PUT', pinPath, { pin: firstPin })).status).toBe(200);
    await addPlaylist(alice.browser, tv.deviceid, 'Before the reset', true);
    const reset = await app('/reset', {});
    expect(reset).toMatchObject({ status: 200, body: { pin_set: false, playlists: [] } });
    expect(await verify(firstPin)).toMatchObject({ status: 409, body: { code: 'parental_pin_not_set' } });
    const [row] = await server.database.db
      .select()
      .from(devicePins)
      .innerJoin(devices, eq(devices.id, devicePins.devicePk))
      .where(eq(devices.deviceId, tv.deviceid));
    expect(row).toBeUndefined();
    const clears = (await events(alice.browser)).filter(
      (event) => event.action === 'device.parental_pin_clear',
    );
    // The reset on the TV cleared the newer one; the owner with her password the older.
    expect(clears.map((event) => event.by)).toEqual(['tv', 'you']);
    expect(clears[0]?.address).toBeNull();
  });

  it('never answered a PIN or its hash, to anyone', () => {
    expect(answers.length).toBeGreaterThan(50);
    for (const body of answers) {
      for (const pin of pins) expect(body.includes(`"${pin}"`), body.slice(0, 200)).toBe(false);
      expect(body, body.slice(0, 200)).not.toMatch(hashLike);
    }
  });

  it('never sent a PIN or its hash in a webhook', async () => {
    // The playlist the reseller's API added to the TV with a PIN, locked since, and what the TV's reset removed.
    await server.jobs.runDue();
    const types = hook.received.map((request) => (JSON.parse(request.body) as { type: string }).type);
    expect(types).toContain('playlist.added');
    for (const { body } of hook.received) {
      for (const pin of pins) expect(body.includes(pin), body.slice(0, 200)).toBe(false);
      expect(body, body.slice(0, 200)).not.toMatch(hashLike);
    }
  });

  it('never logged a PIN or its hash', () => {
    // The requests that carried PINs were logged: the lines read are the ones that could have held them.
    expect(logged.join('')).toContain('/api/app/parental/verify');
    expect(logged.join('')).toContain('/parental-unlock');
    for (const line of logged) {
      for (const pin of pins) expect(line.includes(pin), line.slice(0, 200)).toBe(false);
      expect(line, line.slice(0, 200)).not.toMatch(hashLike);
    }
  });
});
