import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, users } from '../src/db/schema.ts';
import { engines, postJson, startTestServer, type TestServer, uniqueDeviceId } from './harness.ts';

const localMac = /^[0-9A-F][26AE](:[0-9A-F]{2}){5}$/;

const run = promisify(execFile);
const cli = new URL('../src/cli/device-cli.ts', import.meta.url).pathname;
// Below the API's node_modules, so that the bundle finds the packages it leaves out.
const bundles = new URL('../node_modules/.cache/', import.meta.url).pathname;

// Each step starts the command line as a process of its own, several per test: bundled from its sources once,
// so that no step spends half a second of a shared machine compiling them again.
describe('the device command line', { timeout: 120_000 }, () => {
  let server: TestServer;
  let bundleDir = '';
  const device = (...args: string[]) =>
    run(process.execPath, [join(bundleDir, 'device-cli.mjs'), ...args, '--url', server.url]);

  beforeAll(async () => {
    await mkdir(bundles, { recursive: true });
    bundleDir = await mkdtemp(join(bundles, 'device-cli-'));
    await build({
      entryPoints: [cli],
      outfile: join(bundleDir, 'device-cli.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      packages: 'bundle',
      // Registry packages load from node_modules as they would installed; the workspace's ship as sources.
      plugins: [
        {
          name: 'registry-packages-external',
          setup(context) {
            context.onResolve({ filter: /^[^./]/ }, ({ path }) =>
              path.startsWith('@vela/') ? undefined : { path, external: true },
            );
          },
        },
      ],
      logLevel: 'warning',
    });
    server = await startTestServer(engines[0] as (typeof engines)[number]);
  });
  afterAll(async () => {
    await server?.stop();
    if (bundleDir) await rm(bundleDir, { recursive: true, force: true });
  });

  it('registers a device, then shows its licence and playlists like the TV app sees them', async () => {
    const registered = JSON.parse((await device('register', '--brand', 'Samsung', '--json')).stdout);
    expect(registered).toMatchObject({
      deviceid: expect.stringMatching(localMac),
      licence: { plan: 'trial' },
    });
    const deviceid = registered.deviceid as string;
    const key = registered.device_key as string;
    expect((await device('register', '--brand', 'LG')).stdout).toMatch(
      /Registered [0-9A-F:]{17}\.\nDevice key \(shown once\): \S{43}/,
    );

    const updated = (await device('update', deviceid.toLowerCase(), '--key', key, '--os', 'Tizen 7')).stdout;
    expect(updated).toContain(`Updated ${deviceid}.`);

    const human = (await device('sync', deviceid, '--key', key)).stdout;
    expect(human).toContain(`Device ${deviceid}`);
    expect(human).toContain('Licence: trial');
    expect(human).toContain('Playlists (0):');

    const decision = (
      await device('can-play', deviceid, '--key', key, '--host', 'http://line.demo-provider.example:8080')
    ).stdout;
    expect(decision).toContain('Allowed (trial)');

    const pairing = (await device('pairing-code', deviceid, '--key', key)).stdout;
    expect(pairing).toMatch(/Pairing code: [34679ACDEFGHJKMNPQRTUVWXY]{8} \(until /);
    expect(pairing).toContain('/dashboard/devices/claim?code=');
  });

  it('reports what the TV found when it loaded a playlist, by the id sync lists', async () => {
    const { deviceid, device_key: key } = JSON.parse((await device('register', '--json')).stdout);
    const added = await postJson(server.url, '/api/playlist_v3', {
      query: {
        host_code: 246810,
        username: 'client',
        password: 'secret',
        playlistName: 'Provider line',
        deviceid,
        hide_playlist_info: true,
      },
    });
    expect(added.status).toBe(200);
    const listed = (await device('sync', deviceid, '--key', key)).stdout;
    const playlistId = listed.match(/Provider line .*\[([0-9a-f-]{36})\]/)?.[1] ?? '';
    expect(playlistId).not.toBe('');

    const reported = (
      await device(
        'report-status',
        deviceid,
        '--key',
        key,
        '--playlist',
        playlistId,
        '--status',
        'unreachable',
      )
    ).stdout;
    expect(reported).toContain(`Reported unreachable for playlist ${playlistId}, checked `);
    const older = (
      await device(
        'report-status',
        deviceid,
        '--key',
        key,
        '--playlist',
        playlistId,
        '--status',
        'ok',
        '--checked-at',
        '2020-01-01T00:00:00Z',
      )
    ).stdout;
    expect(older).toContain('Not recorded: the server already holds a later report (unreachable, checked');

    const wrongKind = await device(
      'report-status',
      deviceid,
      '--key',
      key,
      '--playlist',
      playlistId,
      '--status',
      'down',
    ).catch((error: { code: number; stderr: string }) => error);
    expect(wrongKind).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('ok, auth_failed, unreachable, bad_format'),
    });
    const notTheirs = await device(
      'report-status',
      deviceid,
      '--key',
      key,
      '--playlist',
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      '--status',
      'ok',
    ).catch((error: { code: number; stderr: string }) => error);
    expect(notTheirs).toMatchObject({ code: 1, stderr: expect.stringContaining('playlist_not_found') });
  });

  it('resets a device as the TV does: out of its account, its playlists gone, its owner told', async () => {
    const { deviceid, device_key: key } = JSON.parse((await device('register', '--json')).stdout);
    const added = await postJson(server.url, '/api/playlist_v3', {
      query: {
        host_code: 246810,
        username: 'client',
        password: 'secret',
        playlistName: 'Before the reset',
        deviceid,
        hide_playlist_info: true,
      },
    });
    expect(added.status).toBe(200);
    // Owned by the demo customer, as a claim in the dashboard would leave it.
    const [customer] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'customer@velaplayer.example'));
    await server.database.db
      .update(devices)
      .set({ ownerId: customer?.id ?? null })
      .where(eq(devices.deviceId, deviceid));

    const human = (await device('reset', deviceid.toLowerCase(), '--key', key)).stdout;
    expect(human).toContain(`Reset ${deviceid}: it belongs to no account and has no playlists.`);
    expect(human).toContain('Licence: trial');
    expect((await device('sync', deviceid, '--key', key)).stdout).toContain('Playlists (0):');
    const [stored] = await server.database.db.select().from(devices).where(eq(devices.deviceId, deviceid));
    expect(stored?.ownerId).toBeNull();
    const mails = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
      to: string;
      text: string;
    }[];
    expect(mails.find((mail) => mail.text.includes(deviceid))?.to).toBe('customer@velaplayer.example');

    const json = JSON.parse((await device('reset', deviceid, '--key', key, '--json')).stdout);
    expect(json).toMatchObject({ deviceid, playlists: [], licence: { plan: 'trial' } });
    const wrongKey = await device('reset', deviceid, '--key', 'nope').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(wrongKey).toMatchObject({ code: 1, stderr: expect.stringContaining('device_key_invalid') });
    // A device key is base64url and may start with a dash: it is still the key, not another option.
    const dashed = await device('reset', deviceid, '--key', `-${key}`).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(dashed).toMatchObject({ code: 1, stderr: expect.stringContaining('device_key_invalid') });
  });

  it('stores the MAC address it is given in canonical form, and refuses one that is not a MAC address', async () => {
    const { deviceid } = JSON.parse(
      (await device('register', '--mac', '0a-1b-2c-3d-4e-5f', '--json')).stdout,
    );
    const [stored] = await server.database.db.select().from(devices).where(eq(devices.deviceId, deviceid));
    expect(stored?.macAddress).toBe('0A:1B:2C:3D:4E:5F');
    const before = (await server.database.db.select({ id: devices.deviceId }).from(devices)).length;
    const bad = await device('register', '--mac', '0a-1b-2c-3d-4e').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining('AA:BB:CC:DD:EE:FF') });
    expect((await server.database.db.select({ id: devices.deviceId }).from(devices)).length).toBe(before);
  });

  it('explains a refusal and exits with 1', async () => {
    const failed = await device('sync', uniqueDeviceId(), '--key', 'nope').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('device_not_found') });
    const bad = await device('sync', 'not-a-mac', '--key', 'k').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining('AA:BB:CC:DD:EE:FF') });
  });
});
