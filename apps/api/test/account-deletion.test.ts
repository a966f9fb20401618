import { signInNoticeCookie } from '@vela/api-client';
import { and, eq } from 'drizzle-orm';
import { type TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { lifecycleJobHandlers } from '../src/jobs/lifecycle-jobs.ts';
import { accountEnv, type Browser, mailTo, signedInBrowser, signedInDemo, signIn } from './accounts.ts';
import {
  claimNewDevice,
  engines,
  lifecycleRunner,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(engines)('deleting one’s account on $name', (engine) => {
  let server: TestServer;
  let clock = new Date('2027-06-01T09:00:00Z');
  let operator: Browser;

  beforeAll(async () => {
    server = await startTestServer(engine, { ...accountEnv, JOBS_POLL_SECONDS: '0' }, { now: () => clock });
  });
  afterAll(() => server?.stop());

  const db = () => server.database.db;

  async function addPlaylist(browser: Browser, deviceid: string, name: string) {
    const added = await browser.post('/api/admin/playlists', {
      deviceid,
      playlistName: name,
      playlistFormat: 'xtream',
      host: 'http://tv.example.com',
      username: 'viewer',
      password: 'playlist-secret-1',
      hide_playlist_info: false,
    });
    expect(added.status).toBe(201);
  }

  async function person(email: string) {
    const [row] = await db().select().from(schema.users).where(eq(schema.users.email, email));
    return row;
  }

  async function auditOf(userId: string, action: string) {
    return db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityId, userId), eq(schema.auditLog.action, action)));
  }

  /** Every text, character and JSON column of every table whose value contains the address, as `table.column`. */
  async function placesHolding(email: string): Promise<string[]> {
    const columns = await server.database.query<{ table_name: string; column_name: string }>({
      name: 'test_text_columns',
      text: `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`,
      values: [],
    });
    expect(columns.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await server.database.query<{ hits: number }>({
        name: `test_search_${table}_${column}`,
        text: `select count(*)::integer as hits from "${table}" where position(lower($1) in lower("${column}"::text)) > 0`,
        values: [email],
      });
      if (row && row.hits > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  it('refuses a wrong password, a wrong confirmation and an operator, with translated answers', async () => {
    const ann = await signedInBrowser(server.url);
    const wrong = await ann.browser.post('/api/account/deletion', {
      password: 'wrong password 1',
      confirmation: ann.email,
    });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'current_password_wrong' } });
    const mistyped = await ann.browser.post('/api/account/deletion', {
      password: ann.password,
      confirmation: 'someone-else@example.com',
    });
    expect(mistyped).toMatchObject({ status: 400, body: { code: 'deletion_confirmation_wrong' } });
    expect((await ann.browser.post('/api/account/deletion', { password: ann.password })).status).toBe(400);
    expect((await person(ann.email))?.deleteAfter).toBeNull();
    expect((await ann.browser.get('/api/account')).status).toBe(200);

    operator = await signedInDemo(server.url, 'operator');
    const refused = await operator.post('/api/account/deletion', {
      password: 'demo-password-for-tests',
      code: '123456',
      confirmation: 'operator@velaplayer.example',
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'not_authorized' } });
  });

  it('counts each attempt on the account’s password checks', async () => {
    const limited = await startTestServer(engine, { ...accountEnv, RATE_LIMIT_PASSWORD_CHECKS: '2' });
    try {
      const gus = await signedInBrowser(limited.url);
      const attempt = { password: 'wrong password 1', confirmation: gus.email };
      expect((await gus.browser.post('/api/account/deletion', attempt)).status).toBe(400);
      expect((await gus.browser.post('/api/account/deletion', attempt)).status).toBe(400);
      const third = await gus.browser.post('/api/account/deletion', { ...attempt, password: gus.password });
      expect(third).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.stop();
    }
  });

  it('asks for a second factor when it is on, and takes a code of the app or a recovery code', async () => {
    const carl = await signedInBrowser(server.url);
    const enable = await carl.browser.post('/api/auth/two-factor/enable', { password: carl.password });
    const totp = URI.parse(String(enable.body.totpURI)) as TOTP;
    const backupCodes = enable.body.backupCodes as unknown as string[];
    expect(
      (await carl.browser.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).status,
    ).toBe(200);
    const body = { password: carl.password, confirmation: carl.email };
    expect(await carl.browser.post('/api/account/deletion', body)).toMatchObject({
      status: 400,
      body: { code: 'two_factor_code_needed' },
    });
    const wrongCode = totp.generate() === '000000' ? '111111' : '000000';
    expect(await carl.browser.post('/api/account/deletion', { ...body, code: wrongCode })).toMatchObject({
      status: 400,
      body: { code: 'two_factor_invalid' },
    });
    expect(
      await carl.browser.post('/api/account/deletion', { ...body, code: 'not-a-recovery-code' }),
    ).toMatchObject({ status: 400, body: { code: 'two_factor_invalid' } });
    expect((await person(carl.email))?.deleteAfter).toBeNull();
    const asked = await carl.browser.post('/api/account/deletion', { ...body, code: backupCodes[0] });
    expect(asked.status).toBe(202);
    expect((await person(carl.email))?.deleteAfter).not.toBeNull();

    const dave = await signedInBrowser(server.url);
    const daveEnable = await dave.browser.post('/api/auth/two-factor/enable', { password: dave.password });
    const daveTotp = URI.parse(String(daveEnable.body.totpURI)) as TOTP;
    await dave.browser.post('/api/auth/two-factor/verify-totp', { code: daveTotp.generate() });
    const byApp = await dave.browser.post('/api/account/deletion', {
      password: dave.password,
      confirmation: dave.email.toUpperCase(),
      code: daveTotp.generate(),
    });
    expect(byApp.status).toBe(202);
  });

  it('signs every browser out, mails when it becomes final, and is undone by signing in', async () => {
    const dora = await signedInBrowser(server.url);
    const other = await signIn(server.url, dora.email, dora.password);
    expect(other.answer.status).toBe(200);
    // An ordinary sign-in has nothing to tell.
    expect(other.browser.cookies.has(signInNoticeCookie)).toBe(false);
    const asked = await dora.browser.post('/api/account/deletion', {
      password: dora.password,
      confirmation: dora.email,
    });
    expect(asked.status).toBe(202);
    expect(new Date(String(asked.body.deleteAfter)).getTime()).toBe(clock.getTime() + 14 * dayMs);
    // This browser and the other one are signed out.
    expect((await dora.browser.get('/api/account')).status).toBe(401);
    expect((await other.browser.get('/api/account')).status).toBe(401);
    const mail = await mailTo(server.url, dora.email, '/dashboard/login');
    expect(mail.text).toContain('June 15, 2027');
    expect(await auditOf((await person(dora.email))?.id ?? '', 'account.deletion_requested')).toHaveLength(1);

    clock = new Date(clock.getTime() + 3 * dayMs);
    const back = await signIn(server.url, dora.email, dora.password);
    expect(back.answer.status).toBe(200);
    // The dashboard is told, to say so on screen, in a cookie its script may read and remove.
    expect(back.browser.cookies.get(signInNoticeCookie)).toBe('deletion_cancelled');
    const noticeCookie = back.answer.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${signInNoticeCookie}=`));
    expect(noticeCookie).toMatch(/Path=\//);
    expect(noticeCookie).not.toMatch(/HttpOnly/i);
    const row = await person(dora.email);
    expect(row).toMatchObject({ deleteAfter: null, deletionRequestedAt: null });
    expect(await auditOf(row?.id ?? '', 'account.deletion_cancelled')).toHaveLength(1);
    const told = await mailTo(server.url, dora.email, 'June 15, 2027');
    expect(told.subject).toContain('will not be deleted');

    // Past the 14 days, the job leaves the account alone.
    clock = new Date(clock.getTime() + 20 * dayMs);
    await server.jobs.runDue();
    expect(await person(dora.email)).toBeDefined();
    expect((await back.browser.get('/api/account')).status).toBe(200);
  });

  it('after 14 days deletes the account once, releases its TVs, keeps orders without the person, and leaves no trace of the address', async () => {
    const erin = await signedInBrowser(server.url);
    const frank = await signedInBrowser(server.url);
    expect(
      (await erin.browser.request('PUT', '/api/account', { fullName: 'Erin Example', country: 'DE' })).status,
    ).toBe(200);
    const erinTv = (await claimNewDevice(server.url, erin.browser)).deviceid;
    const frankTv = (await claimNewDevice(server.url, frank.browser)).deviceid;
    await addPlaylist(erin.browser, erinTv, 'Erin list');
    await addPlaylist(frank.browser, frankTv, 'Frank list');
    const order = await postJson(server.url, '/api/payments/orders', { deviceid: erinTv });
    expect(
      (await postJson(server.url, `/api/payments/orders/${order.body.orderId}/capture`, {})).status,
    ).toBe(200);
    expect(
      (await erin.browser.post('/api/admin/tickets', { subject: 'Help me', content: 'Write to me' })).status,
    ).toBe(201);
    await server.jobs.runDue();
    const erinId = (await person(erin.email))?.id ?? '';
    const [erinDevice] = await db().select().from(schema.devices).where(eq(schema.devices.deviceId, erinTv));

    expect(
      (
        await erin.browser.post('/api/account/deletion', {
          password: erin.password,
          confirmation: erin.email,
        })
      ).status,
    ).toBe(202);
    await mailTo(server.url, erin.email, '/dashboard/login');

    // Not yet: 13 days later nothing happens.
    clock = new Date(clock.getTime() + 13 * dayMs);
    await server.jobs.runDue();
    expect(await person(erin.email)).toBeDefined();

    // Past the grace period, two runners and the job's handler at once: one of them finalises it.
    clock = new Date(clock.getTime() + 2 * dayMs);
    const second = lifecycleRunner(server, () => clock);
    const handler = lifecycleJobHandlers(server.deps)['accounts.finalise_deletions'];
    await Promise.all([
      server.jobs.runDue(),
      second.runDue(),
      handler?.({ id: 'direct', kind: 'accounts.finalise_deletions', payload: {}, attempts: 1 }),
    ]);
    await server.jobs.runDue();
    expect(await auditOf(erinId, 'account.deleted')).toHaveLength(1);

    expect(await person(erin.email)).toBeUndefined();
    expect((await signIn(server.url, erin.email, erin.password)).answer.status).toBe(401);

    // The TV is released with the playlist Erin added; Frank's TV and playlist are untouched.
    const [released] = await db().select().from(schema.devices).where(eq(schema.devices.deviceId, erinTv));
    expect(released?.ownerId).toBeNull();
    const erinLists = await db()
      .select()
      .from(schema.playlists)
      .where(eq(schema.playlists.deviceId, erinDevice?.id ?? ''));
    expect(erinLists).toEqual([]);
    const frankRow = await person(frank.email);
    const [frankDevice] = await db()
      .select()
      .from(schema.devices)
      .where(eq(schema.devices.deviceId, frankTv));
    expect(frankDevice?.ownerId).toBe(frankRow?.id);
    const frankLists = await db()
      .select()
      .from(schema.playlists)
      .where(eq(schema.playlists.deviceId, frankDevice?.id ?? ''));
    expect(frankLists.map((list) => list.name)).toEqual(['Frank list']);
    expect((await frank.browser.get('/api/account')).status).toBe(200);

    // The order and its receipt stay, without their owner.
    const orders = await db()
      .select()
      .from(schema.paymentOrders)
      .where(eq(schema.paymentOrders.deviceId, erinDevice?.id ?? ''));
    expect(orders).toHaveLength(1);
    const receipts = await db()
      .select()
      .from(schema.receipts)
      .where(eq(schema.receipts.deviceId, erinDevice?.id ?? ''));
    expect(receipts).toMatchObject([{ ownerId: null }]);

    // The audit log keeps what Erin did, by a deleted account; her own security events are gone.
    const claims = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'device.claim'), eq(schema.auditLog.entityId, erinTv)));
    expect(claims).toMatchObject([{ actorId: null, actorDeleted: true }]);
    expect(await auditOf(erinId, 'account.sign_in')).toEqual([]);
    expect(await auditOf(erinId, 'account.deletion_requested')).toMatchObject([
      { actorId: null, actorDeleted: true, after: null },
    ]);
    const shown = await operator.get(
      `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'device.claim', entity_id: erinTv }))}`,
    );
    expect(shown.body).toMatchObject([{ actor_id: null, actor_email: null, actor_deleted: true }]);

    // The address is nowhere in the database; Frank's still is, and Frank's claim still names him.
    expect(await placesHolding(erin.email)).toEqual([]);
    expect(await placesHolding('Erin Example')).toEqual([]);
    expect(await placesHolding(frank.email)).toContain('users.email');
    const frankClaims = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'device.claim'), eq(schema.auditLog.entityId, frankTv)));
    expect(frankClaims).toMatchObject([{ actorId: frankRow?.id, actorDeleted: false }]);
  });
});
