import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import {
  accountEnv,
  Browser,
  confirmAddress,
  linkIn,
  mailTo,
  signedInBrowser,
  uniqueEmail,
  withCaptcha,
} from './accounts.ts';
import { engines, startTestServer, type TestServer } from './harness.ts';

const hourMs = 60 * 60 * 1000;
const password = 'a long password 1';

describe.each(engines)('sign-ups never confirmed on $name', (engine) => {
  let server: TestServer;
  let clock = new Date();

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { ...accountEnv, JOBS_POLL_SECONDS: '0', UNCONFIRMED_SIGNUP_HOURS: '72' },
      { now: () => clock },
    );
  });
  afterAll(() => server?.stop());

  const db = () => server.database.db;

  async function signUp(email: string) {
    const answer = await new Browser(server.url).post(
      '/api/auth/sign-up/email',
      { email, password, name: '' },
      await withCaptcha(server.url),
    );
    return answer.status;
  }

  async function person(email: string) {
    const [row] = await db().select().from(schema.users).where(eq(schema.users.email, email));
    return row;
  }

  it('are removed after UNCONFIRMED_SIGNUP_HOURS, and confirmed, recent, reseller and suspended ones stay', async () => {
    const confirmed = await signedInBrowser(server.url);
    const confirmedOnly = uniqueEmail('confirmed-only');
    expect(await signUp(confirmedOnly)).toBe(200);
    expect((await confirmAddress(server.url, confirmedOnly)).response.status).toBe(200);
    const stale = uniqueEmail('stale');
    expect(await signUp(stale)).toBe(200);
    const staleLink = linkIn((await mailTo(server.url, stale, '/dashboard/verify-email?token=')).text);
    // Until its time is up, the address is the sign-up's: another sign-up with it is refused as ever.
    expect(await signUp(stale)).toBe(422);
    const reseller = uniqueEmail('stale-reseller');
    expect(await signUp(reseller)).toBe(200);
    await db().update(schema.users).set({ role: 'reseller' }).where(eq(schema.users.email, reseller));
    const suspended = uniqueEmail('stale-suspended');
    expect(await signUp(suspended)).toBe(200);
    await db().update(schema.users).set({ banned: true }).where(eq(schema.users.email, suspended));
    // A sign-up made after the others: the cutoff falls between it and the stale one.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const recent = uniqueEmail('recent');
    expect(await signUp(recent)).toBe(200);
    const staleRow = await person(stale);
    const recentRow = await person(recent);
    if (!staleRow || !recentRow) throw new Error('The sign-ups were not stored');
    expect(recentRow.createdAt.getTime()).toBeGreaterThan(staleRow.createdAt.getTime() + 1);
    const between = (staleRow.createdAt.getTime() + recentRow.createdAt.getTime()) / 2;

    // An hour before the stale one's time is up, nothing goes (the job runs once in each quarter of an hour).
    clock = new Date(staleRow.createdAt.getTime() + 71 * hourMs);
    await server.jobs.runDue();
    expect(await person(stale)).toBeDefined();

    clock = new Date(between + 72 * hourMs);
    await server.jobs.runDue();
    expect(await person(stale)).toBeUndefined();
    for (const kept of [confirmed.email, confirmedOnly, reseller, suspended, recent]) {
      expect(await person(kept), kept).toBeDefined();
    }
    expect((await confirmed.browser.get('/api/account')).status).toBe(200);
    const audits = await db()
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.entityId, staleRow.id), eq(schema.auditLog.action, 'account.signup_expired')),
      );
    expect(audits).toMatchObject([{ actorId: null, entity: 'user', before: null, after: null }]);

    // The address is free: it signs up again, and the old link confirms nothing, the new one does.
    expect(await signUp(stale)).toBe(200);
    const old = await fetch(
      `${server.url}/api/auth/verify-email?token=${staleLink.searchParams.get('token')}`,
    );
    expect(old.status).not.toBe(200);
    expect((await person(stale))?.emailVerified).toBe(false);
    expect((await confirmAddress(server.url, stale)).response.status).toBe(200);
    expect((await person(stale))?.emailVerified).toBe(true);

    // The recent one goes once its own time is up; the others still stay.
    clock = new Date(recentRow.createdAt.getTime() + 73 * hourMs);
    await server.jobs.runDue();
    expect(await person(recent)).toBeUndefined();
    for (const kept of [confirmed.email, confirmedOnly, reseller, suspended, stale]) {
      expect(await person(kept), kept).toBeDefined();
    }
  });
});
