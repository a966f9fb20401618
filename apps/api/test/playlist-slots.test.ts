import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, playlists } from '../src/db/schema.ts';
import { addPlaylistsWithinSlots, type NewPlaylist } from '../src/store/playlist-slots.ts';
import { engines, postJson, registerDevice, startTestServer, type TestServer } from './harness.ts';

const slots = 10;

describe.each(engines)('playlist slots and upload protection on $name', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      RATE_LIMIT_PUBLIC: '100000',
      RATE_LIMIT_DEVICE: '100000',
      PLAYLISTS_PER_DEVICE: String(slots),
    });
  });
  afterAll(() => server?.stop());

  const playlistFor = (deviceId: string, name: string): NewPlaylist => ({
    deviceId,
    name,
    host: 'http://slots.example.com',
    whitelistHostId: null,
    addedVia: 'mylist',
    addedBy: null,
    username: 'user',
    passwordEncrypted: 'not-a-real-cipher-text',
    hidePlaylistInfo: true,
    epgUrl: null,
  });

  const submit = (deviceid: string, playlistName: string) =>
    postJson(server.url, '/api/playlist_v3', {
      query: {
        url: 'http://protected.example.com',
        username: 'user',
        password: 'pw',
        playlistName,
        deviceid,
        hide_playlist_info: true,
      },
    });

  const protect = (deviceid: string) =>
    server.database.db.update(devices).set({ uploadProtected: true }).where(eq(devices.deviceId, deviceid));

  const namesOn = async (deviceid: string) =>
    (
      await server.database.db
        .select({ name: playlists.name })
        .from(playlists)
        .innerJoin(devices, eq(devices.id, playlists.deviceId))
        .where(eq(devices.deviceId, deviceid))
    )
      .map((row) => row.name)
      .sort();

  /** Devices whose kept count differs from the playlists they really hold. */
  const miscounted = () =>
    server.database.db
      .select({ deviceId: devices.deviceId, kept: devices.playlistCount })
      .from(devices)
      .where(
        sql`${devices.playlistCount} <> (select count(*) from ${playlists} where ${playlists.deviceId} = ${devices.id})`,
      );

  it('refuses a protected device with 403 upload_protected and stores nothing for it', async () => {
    const tv = await registerDevice(server.url);
    await protect(tv.deviceid);
    const answer = await submit(tv.deviceid, 'Not allowed');
    expect(answer).toMatchObject({
      status: 403,
      body: { code: 'upload_protected', error: expect.stringContaining('dashboard') },
    });
    expect(await namesOn(tv.deviceid)).toEqual([]);
  });

  it('refuses only the protected device of requests sent together', async () => {
    const [locked, open] = await Promise.all([registerDevice(server.url), registerDevice(server.url)]);
    await protect(locked.deviceid);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        submit(index % 2 === 0 ? locked.deviceid : open.deviceid, `Together ${index}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([403, 200, 403, 200, 403, 200]);
    expect(await namesOn(locked.deviceid)).toEqual([]);
    expect(await namesOn(open.deviceid)).toEqual(['Together 1', 'Together 3', 'Together 5']);
  });

  it('decides each playlist of one batch on its own: protected, unknown, full, and added in order', async () => {
    const [locked, open, nearlyFull] = await Promise.all([
      registerDevice(server.url),
      registerDevice(server.url),
      registerDevice(server.url),
    ]);
    await protect(locked.deviceid);
    for (let index = 0; index < slots - 1; index++) {
      expect((await submit(nearlyFull.deviceid, `Held ${index}`)).status).toBe(200);
    }
    const outcomes = await addPlaylistsWithinSlots(
      server.database.query,
      [
        playlistFor(locked.deviceid, 'Locked'),
        playlistFor(open.deviceid, 'Open'),
        playlistFor('02:00:00:00:00:00', 'Nobody'),
        playlistFor(nearlyFull.deviceid, 'Last slot'),
        playlistFor(nearlyFull.deviceid, 'One too many'),
        playlistFor(locked.deviceid, 'Locked again'),
      ],
      { slotsPerDevice: slots, channel: 'public' },
    );
    expect(outcomes).toEqual([
      'upload_protected',
      'added',
      'device_not_found',
      'added',
      'slots_full',
      'upload_protected',
    ]);
    expect(await namesOn(locked.deviceid)).toEqual([]);
    expect(await namesOn(open.deviceid)).toEqual(['Open']);
    expect(await namesOn(nearlyFull.deviceid)).toContain('Last slot');
    expect(await namesOn(nearlyFull.deviceid)).not.toContain('One too many');
  });

  it("lets the owner's channel add to a protected device, still within its slots", async () => {
    const tv = await registerDevice(server.url);
    await protect(tv.deviceid);
    const outcomes = await addPlaylistsWithinSlots(
      server.database.query,
      Array.from({ length: slots + 2 }, (_, index) => playlistFor(tv.deviceid, `Owner ${index}`)),
      { slotsPerDevice: slots, channel: 'owner' },
    );
    expect(outcomes.filter((outcome) => outcome === 'added')).toHaveLength(slots);
    expect(outcomes.slice(slots)).toEqual(['slots_full', 'slots_full']);
  });

  it('never lets statements on several connections at once overfill a device', async () => {
    const tv = await registerDevice(server.url);
    const outcomes = (
      await Promise.all(
        Array.from({ length: 8 }, (_, statement) =>
          addPlaylistsWithinSlots(
            server.database.query,
            Array.from({ length: 4 }, (_, index) => playlistFor(tv.deviceid, `Race ${statement}.${index}`)),
            { slotsPerDevice: slots, channel: 'public' },
          ),
        ),
      )
    ).flat();
    expect(outcomes.filter((outcome) => outcome === 'added')).toHaveLength(slots);
    expect(await namesOn(tv.deviceid)).toHaveLength(slots);
    expect(await miscounted()).toEqual([]);
  });

  it('keeps the count through deletes, moves and deleted devices, so freed slots take playlists again', async () => {
    const [first, second] = await Promise.all([registerDevice(server.url), registerDevice(server.url)]);
    for (let index = 0; index < slots; index++) {
      expect((await submit(first.deviceid, `First ${index}`)).status).toBe(200);
    }
    expect((await submit(first.deviceid, 'Full')).body).toMatchObject({ code: 'slots_full' });

    // Deleted outside the hot path, as the dashboard and the operators' tools do.
    const [firstRow] = await server.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.deviceId, first.deviceid));
    const held = await server.database.db
      .select({ id: playlists.id })
      .from(playlists)
      .where(eq(playlists.deviceId, firstRow?.id ?? ''));
    await server.database.db.delete(playlists).where(
      inArray(
        playlists.id,
        held.slice(0, 2).map((row) => row.id),
      ),
    );
    expect(await miscounted()).toEqual([]);
    expect((await submit(first.deviceid, 'Again 1')).status).toBe(200);
    expect((await submit(first.deviceid, 'Again 2')).status).toBe(200);
    expect((await submit(first.deviceid, 'Again 3')).body).toMatchObject({ code: 'slots_full' });

    // Moved to another device: the first gets a slot back, the second holds one more.
    const [secondRow] = await server.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.deviceId, second.deviceid));
    await server.database.db
      .update(playlists)
      .set({ deviceId: secondRow?.id ?? '' })
      .where(eq(playlists.id, held[2]?.id ?? ''));
    expect(await miscounted()).toEqual([]);
    expect((await submit(first.deviceid, 'After the move')).status).toBe(200);

    // A deleted device takes its playlists with it, without breaking anyone's count.
    await server.database.db.delete(devices).where(eq(devices.deviceId, first.deviceid));
    expect(await miscounted()).toEqual([]);
    const [kept] = await server.database.db
      .select({ count: devices.playlistCount })
      .from(devices)
      .where(eq(devices.deviceId, second.deviceid));
    expect(kept?.count).toBe(1);
  });
});
