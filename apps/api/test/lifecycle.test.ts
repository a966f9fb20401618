import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, engines } from './harness.ts';
import { bundledMain } from './main-bundle.ts';

function launch(env: Record<string, string>) {
  const child = spawn(process.execPath, [bundledMain()], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = stdout.match(/"event":"server\.listening","url":"([^"]+)"/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  return { child, listening, output: () => ({ stdout, stderr }) };
}

async function exitOf(child: ChildProcess) {
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return { code, signal };
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vela-life-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`closes the server and the database on ${signal}, and starts again on the same data`, async () => {
      const run = launch({ DATA_DIR: dataDir });
      const url = await run.listening;
      expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: 'ok', db: 'pglite' });
      const exited = exitOf(run.child);
      run.child.kill(signal);
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(run.output().stdout).toContain('"event":"server.stopped"');
      // The first of these starts migrates a fresh data directory and seeds the demo accounts.
    }, 180_000);
  }

  it('logs every API request without passwords, device keys or playlist credentials', async () => {
    const run = launch({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    const url = await run.listening;
    const post = (path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const registered = (await (await post('/api/app/register', { device_brand: 'Log TV' })).json()) as {
      deviceid: string;
      device_key: string;
    };
    const { deviceid } = registered;
    const query = {
      url: 'http://secret-host.example.com',
      username: 'secret-user',
      password: 'Pa55-secret',
      playlistName: 'Mine',
      deviceid,
      hide_playlist_info: true,
    };
    expect((await post('/api/playlist_v3', { query })).status).toBe(200);
    await post('/api/app/sync', { deviceid, device_key: registered.device_key });
    await post('/api/app/sync', { deviceid, device_key: 'wrong-key-value' });
    const exited = exitOf(run.child);
    run.child.kill('SIGTERM');
    await exited;
    const { stdout, stderr } = run.output();
    expect(stdout).toMatch(
      /"event":"request","request_id":"[^"]+","method":"POST","route":"\/api\/playlist_v3","status":200,/,
    );
    for (const secret of [registered.device_key, 'Pa55-secret', 'secret-user', 'wrong-key-value']) {
      expect(stdout + stderr).not.toContain(secret);
    }
  }, 180_000);

  it('keeps its data directory, database files and generated key away from other users', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'vela-private-'));
    try {
      // One directory the server creates, one that already existed with the usual permissions.
      const fresh = join(parent, 'fresh');
      const existing = join(parent, 'existing');
      await mkdir(existing, { mode: 0o755 });
      await chmod(existing, 0o755);
      for (const dir of [fresh, existing]) {
        const run = launch({ DATA_DIR: dir });
        await run.listening;
        const exited = exitOf(run.child);
        run.child.kill('SIGTERM');
        await exited;
        expect((await stat(dir)).mode & 0o777, dir).toBe(0o700);
        expect((await stat(join(dir, 'playlist-encryption.key'))).mode & 0o777).toBe(0o600);
        const entries = await readdir(dir, { recursive: true });
        expect(entries.length).toBeGreaterThan(10);
        for (const entry of entries) {
          const mode = (await stat(join(dir, entry))).mode;
          expect(mode & 0o077, `${entry} ${(mode & 0o777).toString(8)}`).toBe(0);
        }
      }
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 240_000);

  it('refuses to start on a bad value and names the variable', async () => {
    const run = launch({ DATA_DIR: dataDir, PORT: 'eighty', LOG_LEVEL: 'loud' });
    run.listening.catch(() => undefined);
    expect((await exitOf(run.child)).code).toBe(1);
    expect(run.output().stderr).toMatch(/PORT: .+/);
    expect(run.output().stderr).toMatch(/LOG_LEVEL: .+/);
  });
});

const postgres = engines.find((engine) => engine.name === 'postgres');

describe.runIf(postgres)('the server process on PostgreSQL', () => {
  it('keeps answering when the database server drops its idle connections', async () => {
    const database = await (postgres as Engine).create();
    const run = launch(database.env);
    try {
      const url = await run.listening;
      const databaseName = new URL(database.env.DATABASE_URL ?? '').pathname.slice(1);
      // Several requests at once leave several idle connections in the pool.
      await Promise.all(Array.from({ length: 6 }, () => fetch(`${url}/api/health`)));
      const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await admin.connect();
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(run.child.exitCode).toBeNull();
      expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: 'ok', db: 'postgres' });
      const check = await fetch(`${url}/api/checkdeviceid`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: { deviceid: 'C0:FF:EE:00:00:02' } }),
      });
      expect(check.status).toBe(200);
      expect(await check.json()).toEqual({
        message: expect.not.stringContaining('exists in the collection'),
      });
      expect(run.output().stderr).toContain('"event":"db.idle_connection_lost"');
    } finally {
      const exited = exitOf(run.child);
      run.child.kill('SIGTERM');
      await exited;
      await database.drop();
    }
  });
});
