import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, engines, postJson, registerDevice } from './harness.ts';
import { bundledMain } from './main-bundle.ts';

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, [bundledMain()], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DEMO_PASSWORD: 'durability',
      RATE_LIMIT_PUBLIC: '100000',
      RATE_LIMIT_DEVICE: '100000',
      PLAYLISTS_PER_DEVICE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = stdout.match(/"event":"server\.listening","url":"([^"]+)"/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  child.stderr.resume();
  return { child, url };
}

async function kill(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe.each(engines)('a server killed mid-writes on $name', (engine: Engine) => {
  let database: Awaited<ReturnType<Engine['create']>>;
  let dataDir: string;

  beforeAll(async () => {
    database = await engine.create();
    dataDir = await mkdtemp(join(tmpdir(), 'vela-kill-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Two starts of the server and a stream of writes: slow on a machine shared with other suites.
  it('still has every write it acknowledged after a restart', { timeout: 180_000 }, async () => {
    const env = { DATA_DIR: dataDir, ...database.env };
    const first = launch(env);
    const url = await first.url;
    const device = await registerDevice(url);

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let index = 0; !stop; index++) {
        const playlistName = `w${worker}-${index}`;
        const query = {
          url: 'http://durable.example.com',
          username: 'u',
          password: 'p',
          playlistName,
          deviceid: device.deviceid,
          hide_playlist_info: true,
        };
        try {
          const answer = await postJson(url, '/api/playlist_v3', { query });
          if (answer.status === 200) acknowledged.push(playlistName);
        } catch {
          return;
        }
      }
    };
    const writers = [writer(1), writer(2), writer(3), writer(4)];
    await expect.poll(() => acknowledged.length, { timeout: 90_000 }).toBeGreaterThan(60);
    await kill(first.child);
    stop = true;
    await Promise.all(writers);

    const second = launch(env);
    const restarted = await second.url;
    try {
      const sync = await postJson(restarted, '/api/app/sync', {
        deviceid: device.deviceid,
        device_key: device.deviceKey,
      });
      expect(sync.status).toBe(200);
      const stored = new Set((sync.body.playlists as { name: string }[]).map((playlist) => playlist.name));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      await kill(second.child);
    }
  });
});
