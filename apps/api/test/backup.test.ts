import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase, RestoreError, restoreDatabase } from '../src/db/backup.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/database.ts';
import { auditLog, creditBalances, creditMovements, users } from '../src/db/schema.ts';
import { parseEnv } from '../src/env.ts';
import { createLogger } from '../src/logger.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { accountEnv, type Browser, demoAccounts, signedInDemo, siteOrigin } from './accounts.ts';
import {
  type Engine,
  engines,
  postJson,
  registerDevice,
  startTestServer,
  writeWebFixtures,
} from './harness.ts';

// The keys travel with the data (the same DATA_DIR, or these settings): passwords and two-factor secrets need them.
const keys = {
  PLAYLIST_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  BETTER_AUTH_SECRET: 'the-secret-that-moves-with-the-database',
};

const target = engines.at(-1) as Engine;

describe(`a backup of the embedded database restored on ${target.name}`, () => {
  const dump: string[] = [];
  let before: Record<string, unknown>;
  let restored: { server: RunningServer; drop(): Promise<void>; webRoot: string } | null = null;

  /** What the API answers about the things a backup must keep, as the customer and the operator see them. */
  async function snapshot(url: string) {
    const customer = await signedInDemo(url, 'customer');
    const devices = (await customer.get('/api/admin/devices')).body as unknown as { id: string }[];
    const playlists = (await customer.get('/api/admin/playlists')).body as unknown as { id: string }[];
    const passwords = await Promise.all(
      playlists.map(async (playlist) => (await reveal(customer, playlist.id)).body),
    );
    return { devices, playlists, passwords };
  }
  const reveal = (browser: Browser, id: string) => browser.post(`/api/admin/playlists/${id}/reveal-password`);

  /** The audit log and the credits' ledger and balances, as stored: restored, they must read the same. */
  async function records(db: Database) {
    return {
      audit: await db.select().from(auditLog).orderBy(auditLog.id),
      ledger: await db.select().from(creditMovements).orderBy(creditMovements.createdAt, creditMovements.id),
      balances: await db
        .select({ resellerId: creditBalances.resellerId, balance: creditBalances.balance })
        .from(creditBalances)
        .orderBy(creditBalances.resellerId),
    };
  }

  beforeAll(async () => {
    const source = await startTestServer(engines[0] as Engine, { ...accountEnv, ...keys });
    try {
      const customer = await signedInDemo(source.url, 'customer');
      const tv = await registerDevice(source.url);
      const code = await postJson(source.url, '/api/app/pairing-code', {
        deviceid: tv.deviceid,
        device_key: tv.deviceKey,
      });
      expect((await customer.post('/api/admin/devices/claim', { pairing_code: code.body.code })).status).toBe(
        200,
      );
      const added = await postJson(source.url, '/api/playlist_v3', {
        query: {
          url: 'http://moved.example.com',
          username: 'mover',
          password: 'still-secret',
          playlistName: 'Moved',
          deviceid: tv.deviceid,
          hide_playlist_info: false,
        },
      });
      expect(added.status).toBe(200);
      // The demo reseller spends some of its credits, and gets some back: the ledger has rows of every sign.
      const reseller = await signedInDemo(source.url, 'reseller');
      const activated = await reseller.post('/api/admin/activations', {
        device_id: tv.deviceid,
        tier: 'premium',
      });
      expect(activated.status).toBe(201);
      expect((await reseller.post(`/api/admin/activations/${String(activated.body.id)}/revoke`)).status).toBe(
        200,
      );
      expect(
        (await reseller.post('/api/admin/activations', { device_id: tv.deviceid, tier: 'basic' })).status,
      ).toBe(201);
      before = { ...(await snapshot(source.url)), ...(await records(source.database.db)) };
      await backupDatabase(source.database, (line) => {
        dump.push(line);
      });
    } finally {
      await source.stop();
    }
  });

  afterAll(async () => {
    if (!restored) return;
    await restored.server.close();
    await restored.drop();
    await rm(restored.webRoot, { recursive: true, force: true });
  });

  it('writes JSON lines, a header and then the rows table by table, parents first', () => {
    const header = JSON.parse(dump[0] ?? '{}') as { format: string; tables: string[] };
    expect(header.format).toBe('vela-backup');
    expect(header.tables.indexOf('users')).toBeLessThan(header.tables.indexOf('devices'));
    expect(header.tables.indexOf('devices')).toBeLessThan(header.tables.indexOf('playlists'));
    expect(header.tables).not.toContain('rate_limit_counters');
    for (const line of dump.slice(1))
      expect(JSON.parse(line)).toEqual({ table: expect.any(String), row: expect.any(Object) });
    expect(dump.join('\n')).not.toContain('still-secret');
  });

  it('restores into an empty database, and the API answers as before: devices, playlists, sign-in, audit log', async () => {
    const database = await target.create();
    const handle = await openDatabase(
      database.env.DATABASE_URL
        ? { url: database.env.DATABASE_URL }
        : { dataDir: database.env.DATA_DIR ?? '' },
    );
    try {
      const counts = await restoreDatabase(handle, dump);
      expect(counts.playlists).toBeGreaterThan(0);
      // A second restore finds rows and changes nothing.
      await expect(restoreDatabase(handle, dump)).rejects.toBeInstanceOf(RestoreError);
    } finally {
      await handle.close();
    }
    const webRoot = await mkdtemp(join(tmpdir(), 'vela-web-'));
    const { siteDir, dashboardDir } = await writeWebFixtures(webRoot);
    const env = parseEnv({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DEMO_PASSWORD: 'another-password-the-restore-must-not-use',
      // The address the test's browser sends as its Origin.
      SITE_URL: siteOrigin,
      SITE_DIR: siteDir,
      DASHBOARD_DIR: dashboardDir,
      ...accountEnv,
      ...keys,
      ...database.env,
    });
    const server = await startServer(env, createLogger(env.LOG_LEVEL));
    restored = { server, drop: database.drop, webRoot };

    // Signing in with the password of the backup works: the accounts came back, and were not seeded anew.
    // The audit log and the credits as restored, before the snapshot's own reveals add to the log.
    const stored = await records(server.database.db);
    const after: Record<string, unknown> = { ...(await snapshot(server.url)), ...stored };
    expect(stored.balances.map((row) => row.balance)).toEqual([19]);
    expect(after).toEqual(before);
    expect(before.passwords).toContainEqual({ password: 'still-secret' });
    expect(await server.database.db.select({ id: users.id }).from(users)).toHaveLength(3);
    expect(demoAccounts.password).not.toBe(env.DEMO_PASSWORD);
  });

  it('refuses a file that is not a backup, and a line that is not a row', async () => {
    const empty = await (engines[0] as Engine).create();
    const handle = await openDatabase({ dataDir: empty.env.DATA_DIR ?? '' });
    try {
      await expect(restoreDatabase(handle, ['{"format":"other"}'])).rejects.toThrow('not a backup');
      await expect(restoreDatabase(handle, [dump[0] ?? '', 'nonsense'])).rejects.toThrow('not a row');
    } finally {
      await handle.close();
      await empty.drop();
    }
  });
});
