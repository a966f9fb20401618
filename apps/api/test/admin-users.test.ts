import { createHash } from 'node:crypto';
import type { AdminUser } from '@vela/api-client';
import { and, asc, eq, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { type TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, twoFactor } from '../src/db/schema.ts';
import {
  accountEnv,
  Browser,
  linkIn,
  mailTo,
  outbox,
  signedInBrowser,
  signedInDemo,
  signIn,
  uniqueEmail,
  withCaptcha,
} from './accounts.ts';
import { engines, startTestServer, type TestServer } from './harness.ts';

const list = (query: Record<string, unknown> = {}) =>
  `/api/admin/users?${new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
  )}`;

const emailsOf = (body: unknown) => (body as AdminUser[]).map((user) => user.email);

interface Person {
  browser: Browser;
  email: string;
  password: string;
}

/** Turns two-factor authentication on for a signed-in person; returns their authenticator. */
async function setUpTwoFactor({ browser, password }: Person): Promise<TOTP> {
  const enable = await browser.post('/api/auth/two-factor/enable', { password });
  const totp = URI.parse(String(enable.body.totpURI)) as TOTP;
  expect((await browser.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).status).toBe(
    200,
  );
  return totp;
}

/** The operators' entries of the audit log about one account (`user.*`), oldest first. */
function auditOf(server: TestServer, userId: string) {
  return server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId), like(auditLog.action, 'user.%')))
    .orderBy(asc(auditLog.createdAt));
}

async function idOf(operator: Browser, email: string): Promise<string> {
  const found = await operator.get(`/api/admin/users/lookup?email=${encodeURIComponent(email)}`);
  expect(found.status).toBe(200);
  return String(found.body.id);
}

for (const engine of engines) {
  describe(`users on ${engine.name}`, () => {
    let server: TestServer;
    let operator: Browser;
    let operatorId: string;

    beforeAll(async () => {
      server = await startTestServer(engine, accountEnv);
      operator = await signedInDemo(server.url, 'operator');
      operatorId = String((await operator.get('/api/admin/me')).body.id);
    });
    afterAll(() => server?.stop());

    it('lists every account with its state, searched by e-mail or name and filtered', async () => {
      const alice = await signedInBrowser(server.url, uniqueEmail('alice-list'));
      await alice.browser.request('PUT', '/api/account', { fullName: 'Alice Lindqvist', country: 'SE' });
      // Signed up and never confirmed: not confirmed, never signed in.
      const unconfirmed = uniqueEmail('unconfirmed');
      await new Browser(server.url).post(
        '/api/auth/sign-up/email',
        { email: unconfirmed, password: 'a long password 1', name: '' },
        await withCaptcha(server.url),
      );

      const byName = await operator.get(list({ filter: { q: 'lindqvist' } }));
      expect(byName.status).toBe(200);
      expect(byName.headers.get('content-range')).toBe('users 0-0/1');
      const [row] = byName.body as unknown as AdminUser[];
      expect(row).toEqual({
        id: expect.any(String),
        email: alice.email,
        full_name: 'Alice Lindqvist',
        role: 'customer',
        email_verified: true,
        two_factor_enabled: false,
        banned: false,
        ban_reason: null,
        created_at: expect.any(String),
        last_sign_in_at: expect.any(String),
      });
      expect(Date.parse(row?.last_sign_in_at ?? '')).toBeGreaterThanOrEqual(
        Date.parse(row?.created_at ?? ''),
      );
      expect(emailsOf((await operator.get(list({ filter: { q: 'ALICE-LIST' } }))).body)).toEqual([
        alice.email,
      ]);

      const pending = (await operator.get(list({ filter: { q: 'unconfirmed', email_verified: false } })))
        .body as unknown as AdminUser[];
      expect(pending).toMatchObject([{ email: unconfirmed, email_verified: false, last_sign_in_at: null }]);
      expect((await operator.get(list({ filter: { q: 'unconfirmed', email_verified: true } }))).body).toEqual(
        [],
      );

      expect(emailsOf((await operator.get(list({ filter: { role: 'reseller' } }))).body)).toEqual([
        'reseller@velaplayer.example',
      ]);
      expect(emailsOf((await operator.get(list({ filter: { two_factor_enabled: true } }))).body)).toEqual([
        'operator@velaplayer.example',
      ]);
      expect(
        emailsOf(
          (await operator.get(list({ filter: { q: 'velaplayer.example', two_factor_enabled: false } }))).body,
        ),
      ).toEqual(expect.arrayContaining(['reseller@velaplayer.example', 'customer@velaplayer.example']));
      expect((await operator.get(list({ filter: { banned: true } }))).body).toEqual([]);
      // `%` and `_` are letters in a search, not wildcards.
      expect((await operator.get(list({ filter: { q: '%' } }))).body).toEqual([]);
    });

    it('sorts by e-mail, creation and last sign-in (never signed in last) and pages in the query', async () => {
      const byEmail = await operator.get(
        list({ filter: { q: 'velaplayer.example' }, sort: ['email', 'ASC'] }),
      );
      expect(emailsOf(byEmail.body)).toEqual([
        'customer@velaplayer.example',
        'operator@velaplayer.example',
        'reseller@velaplayer.example',
      ]);
      const page = await operator.get(
        list({ filter: { q: 'velaplayer.example' }, sort: ['email', 'DESC'], range: [1, 1] }),
      );
      expect(emailsOf(page.body)).toEqual(['operator@velaplayer.example']);
      expect(page.headers.get('content-range')).toBe('users 1-1/3');

      const recent = (await operator.get(list({ sort: ['last_sign_in_at', 'DESC'], range: [0, 999] })))
        .body as unknown as AdminUser[];
      const signIns = recent.map((user) => user.last_sign_in_at);
      const firstNever = signIns.indexOf(null);
      expect(firstNever).toBeGreaterThan(0);
      expect(signIns.slice(firstNever).every((value) => value === null)).toBe(true);
      const dated = signIns.slice(0, firstNever).map((value) => Date.parse(value ?? ''));
      expect(dated).toEqual([...dated].sort((a, b) => b - a));

      const created = (await operator.get(list({ sort: ['created_at', 'ASC'], range: [0, 999] })))
        .body as unknown as AdminUser[];
      const times = created.map((user) => Date.parse(user.created_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('refuses malformed lists and ids without a server error', async () => {
      expect((await operator.get(list({ sort: ['password', 'ASC'] }))).status).toBe(400);
      expect((await operator.get(list({ filter: { role: 'admin' } }))).status).toBe(400);
      expect((await operator.get(list({ filter: { banned: 'yes' } }))).status).toBe(400);
      expect((await operator.get(list({ filter: { q: 'a\u0000' } }))).status).toBe(400);
      expect((await operator.get(list({ filter: { password: 'x' } }))).status).toBe(400);
      expect((await operator.get('/api/admin/users/not-a-uuid')).status).toBe(404);
      // react-admin's getMany asks by id; ids that cannot exist match nothing.
      expect((await operator.get(list({ filter: { id: ['not-a-uuid'] } }))).body).toEqual([]);
      const mine = await operator.get(list({ filter: { id: [operatorId, 'not-a-uuid'] } }));
      expect(emailsOf(mine.body)).toEqual(['operator@velaplayer.example']);
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const answer of [
        await operator.get(`/api/admin/users/${unknown}`),
        await operator.request('PUT', `/api/admin/users/${unknown}`, { role: 'reseller' }),
        await operator.post(`/api/admin/users/${unknown}/ban`, { reason: 'Spam' }),
        await operator.post(`/api/admin/users/${unknown}/unban`),
        await operator.post(`/api/admin/users/${unknown}/sign-out`),
        await operator.post(`/api/admin/users/${unknown}/reset-two-factor`),
        await operator.post(`/api/admin/users/${unknown}/password-reset`),
      ]) {
        expect(answer).toMatchObject({ status: 404, body: { code: 'not_found' } });
      }
      const role = await operator.request('PUT', `/api/admin/users/${operatorId}`, { role: 'admin' });
      expect(role).toMatchObject({ status: 400, body: { code: 'one_of' } });
    });

    it("answers 'user not found, check your e-mail' for an address nobody has", async () => {
      const missing = await operator.get(
        `/api/admin/users/lookup?email=${encodeURIComponent(uniqueEmail('nobody'))}`,
      );
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        error: 'User not found. Please check your e-mail address.',
        code: 'user_not_found',
      });
      const found = await operator.get('/api/admin/users/lookup?email=Customer%40VelaPlayer.example');
      expect(found.body).toMatchObject({ email: 'customer@velaplayer.example', role: 'customer' });
      expect((await operator.get('/api/admin/users/lookup?email=not-an-address')).body).toMatchObject({
        code: 'email',
      });
    });

    it("changes a role, which the person's next request already has, and audits it", async () => {
      const bea = await signedInBrowser(server.url, uniqueEmail('bea-role'));
      const id = await idOf(operator, bea.email);
      expect((await bea.browser.get('/api/admin/me')).body).toMatchObject({ role: 'customer' });

      // react-admin's edit sends the whole record; only the role is read.
      const record = (await operator.get(`/api/admin/users/${id}`)).body;
      const promoted = await operator.request('PUT', `/api/admin/users/${id}`, {
        ...record,
        role: 'reseller',
        email: 'changed@example.com',
        banned: true,
      });
      expect(promoted.status).toBe(200);
      expect(promoted.body).toMatchObject({ id, role: 'reseller', email: bea.email, banned: false });
      expect((await bea.browser.get('/api/admin/me')).body).toMatchObject({ role: 'reseller' });

      // An operator's role needs two-factor authentication from the next request on.
      await operator.request('PUT', `/api/admin/users/${id}`, { role: 'operator' });
      expect((await bea.browser.get('/api/admin/me')).body).toMatchObject({ code: 'two_factor_required' });
      expect((await bea.browser.get('/api/account')).body).toMatchObject({ role: 'operator' });
      await setUpTwoFactor(bea);
      expect(
        (await bea.browser.get('/api/admin/users/lookup?email=customer%40velaplayer.example')).status,
      ).toBe(200);

      // Setting the role it already has changes and records nothing.
      await operator.request('PUT', `/api/admin/users/${id}`, { role: 'operator' });
      const entries = await auditOf(server, id);
      expect(entries.map((entry) => [entry.action, entry.actorId, entry.before, entry.after])).toEqual([
        ['user.role', operatorId, { role: 'customer' }, { email: bea.email, role: 'reseller' }],
        ['user.role', operatorId, { role: 'reseller' }, { email: bea.email, role: 'operator' }],
      ]);
      // Another operator may take the role away again; then the dashboard API is closed to them.
      expect((await operator.request('PUT', `/api/admin/users/${id}`, { role: 'customer' })).status).toBe(
        200,
      );
      expect((await bea.browser.get('/api/admin/users')).body).toMatchObject({ code: 'not_authorized' });
    });

    it('keeps the last operator: nobody demotes them, and nobody bans themselves', async () => {
      const alone = await operator.request('PUT', `/api/admin/users/${operatorId}`, { role: 'customer' });
      expect(alone.status).toBe(409);
      expect(alone.body).toEqual({
        error: 'This is the last operator account: make another account an operator first.',
        code: 'last_operator',
      });
      const self = await operator.post(`/api/admin/users/${operatorId}/ban`, { reason: 'Testing' });
      expect(self).toMatchObject({ status: 409, body: { code: 'own_account' } });
      expect((await operator.get('/api/admin/me')).body).toMatchObject({ role: 'operator' });
      expect(await auditOf(server, operatorId)).toEqual([]);
    });

    it('bans with a reason: every session ends and sign-in is refused until the ban is lifted', async () => {
      const carl = await signedInBrowser(server.url, uniqueEmail('carl-ban'));
      const second = await signIn(server.url, carl.email, carl.password);
      const id = await idOf(operator, carl.email);

      const noReason = await operator.post(`/api/admin/users/${id}/ban`, { reason: '  ' });
      expect(noReason).toMatchObject({ status: 400, body: { code: 'required' } });
      expect((await carl.browser.get('/api/account')).status).toBe(200);

      const banned = await operator.post(`/api/admin/users/${id}/ban`, {
        reason: 'Abuse report: resold stolen keys',
      });
      expect(banned.status).toBe(200);
      expect(banned.body).toMatchObject({ banned: true, ban_reason: 'Abuse report: resold stolen keys' });
      for (const browser of [carl.browser, second.browser]) {
        expect((await browser.get('/api/account')).body).toMatchObject({ code: 'session_ended' });
      }
      expect(await server.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);

      const refused = await signIn(server.url, carl.email, carl.password);
      expect(refused.answer.status).toBe(403);
      expect(refused.answer.body).toEqual({
        error: 'This account has been suspended. Please contact support if you think this is a mistake.',
        code: 'account_banned',
      });
      expect((await refused.browser.get('/api/account')).status).toBe(401);
      // A wrong password says nothing about the ban.
      expect((await signIn(server.url, carl.email, 'not the password')).answer.body).toMatchObject({
        code: 'login_failed',
      });
      expect((await operator.get(list({ filter: { banned: true } }))).body).toMatchObject([{ id }]);

      const unbanned = await operator.post(`/api/admin/users/${id}/unban`);
      expect(unbanned.body).toMatchObject({ banned: false, ban_reason: null });
      const again = await signIn(server.url, carl.email, carl.password);
      expect(again.answer.status).toBe(200);
      expect((await again.browser.get('/api/account')).status).toBe(200);
      // Lifting a ban that is not there records nothing.
      await operator.post(`/api/admin/users/${id}/unban`);

      expect((await auditOf(server, id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        [
          'user.ban',
          { banned: false, ban_reason: null },
          { email: carl.email, banned: true, ban_reason: 'Abuse report: resold stolen keys' },
        ],
        [
          'user.unban',
          { banned: true, ban_reason: 'Abuse report: resold stolen keys' },
          { email: carl.email, banned: false, ban_reason: null },
        ],
      ]);
    });

    it('tells a banned account that never confirmed its address that it is suspended, and sends no link', async () => {
      const email = uniqueEmail('erin-unconfirmed');
      const password = 'a long password 1';
      const signUp = await new Browser(server.url).post(
        '/api/auth/sign-up/email',
        { email, password, name: '' },
        await withCaptcha(server.url),
      );
      expect(signUp.status).toBe(200);
      await mailTo(server.url, email, '/dashboard/verify-email?token=');
      const id = await idOf(operator, email);
      expect((await operator.post(`/api/admin/users/${id}/ban`, { reason: 'Spam sign-ups' })).status).toBe(
        200,
      );

      const refused = await signIn(server.url, email, password);
      expect(refused.answer).toMatchObject({ status: 403, body: { code: 'account_banned' } });
      expect((await signIn(server.url, email, 'not the password')).answer.body).toMatchObject({
        code: 'login_failed',
      });
      // The sign-up's confirmation e-mail is the only one: the refused sign-in sent none.
      expect((await outbox(server.url)).filter((mail) => mail.to === email)).toHaveLength(1);
    });

    it('signs a person out everywhere, and they can sign in again', async () => {
      const dora = await signedInBrowser(server.url, uniqueEmail('dora-signout'));
      const phone = await signIn(server.url, dora.email, dora.password);
      const bystander = await signedInBrowser(server.url, uniqueEmail('bystander'));
      const id = await idOf(operator, dora.email);

      const done = await operator.post(`/api/admin/users/${id}/sign-out`);
      expect(done).toMatchObject({ status: 200, body: { id, email: dora.email } });
      expect((await dora.browser.get('/api/account')).status).toBe(401);
      expect((await phone.browser.get('/api/account')).status).toBe(401);
      expect((await bystander.browser.get('/api/account')).status).toBe(200);
      expect((await operator.get('/api/admin/me')).status).toBe(200);
      expect((await signIn(server.url, dora.email, dora.password)).answer.status).toBe(200);
      expect((await auditOf(server, id)).map((entry) => [entry.action, entry.actorId, entry.after])).toEqual([
        ['user.sign_out_everywhere', operatorId, { email: dora.email }],
      ]);
    });

    it('resets two-factor authentication: secret and recovery codes gone, set up anew', async () => {
      const erik = await signedInBrowser(server.url, uniqueEmail('erik-2fa'));
      await setUpTwoFactor(erik);
      const id = await idOf(operator, erik.email);
      expect((await operator.get(`/api/admin/users/${id}`)).body).toMatchObject({ two_factor_enabled: true });

      const reset = await operator.post(`/api/admin/users/${id}/reset-two-factor`);
      expect(reset.body).toMatchObject({ two_factor_enabled: false });
      expect(await server.database.db.select().from(twoFactor).where(eq(twoFactor.userId, id))).toEqual([]);
      expect((await erik.browser.get('/api/account')).body).toMatchObject({ twoFactorEnabled: false });
      // Sign-in no longer asks for a code, and a new authenticator can be set up.
      const next = await signIn(server.url, erik.email, erik.password);
      expect(next.answer.body).not.toHaveProperty('twoFactorRedirect');
      expect((await next.browser.get('/api/account')).status).toBe(200);
      await setUpTwoFactor({ ...erik, browser: next.browser });

      expect((await auditOf(server, id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        [
          'user.reset_two_factor',
          { two_factor_enabled: true },
          { email: erik.email, two_factor_enabled: false },
        ],
      ]);
    });

    it('sends an operator without two-factor authentication back to set it up after a reset', async () => {
      const fay = await signedInBrowser(server.url, uniqueEmail('fay-operator'));
      const id = await idOf(operator, fay.email);
      await operator.request('PUT', `/api/admin/users/${id}`, { role: 'operator' });
      await setUpTwoFactor(fay);
      expect((await fay.browser.get('/api/admin/me')).status).toBe(200);
      await operator.post(`/api/admin/users/${id}/reset-two-factor`);
      expect((await fay.browser.get('/api/admin/me')).body).toMatchObject({ code: 'two_factor_required' });
      // The account pages stay open to set it up again.
      expect((await fay.browser.get('/api/account')).status).toBe(200);
      await operator.request('PUT', `/api/admin/users/${id}`, { role: 'customer' });
    });

    it('records the last completed sign-in, after the second factor when one is asked', async () => {
      const gus = await signedInBrowser(server.url, uniqueEmail('gus-signin'));
      const id = await idOf(operator, gus.email);
      const lastSignIn = async () =>
        ((await operator.get(`/api/admin/users/${id}`)).body as unknown as AdminUser).last_sign_in_at;
      const before = await lastSignIn();
      expect(before).not.toBeNull();

      // Setting two-factor up inside a session is not a sign-in; the password alone is not one either.
      const totp = await setUpTwoFactor(gus);
      expect(await lastSignIn()).toBe(before);
      const laptop = await signIn(server.url, gus.email, gus.password);
      expect(laptop.answer.body).toMatchObject({ twoFactorRedirect: true });
      expect(await lastSignIn()).toBe(before);
      const verified = await laptop.browser.post('/api/auth/two-factor/verify-totp', {
        code: totp.generate(),
      });
      expect(verified.status).toBe(200);
      expect(Date.parse((await lastSignIn()) ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    });

    it('sends the usual password reset e-mail, whose link sets a new password', async () => {
      const hana = await signedInBrowser(server.url, uniqueEmail('hana-reset'));
      const id = await idOf(operator, hana.email);
      const sent = await operator.post(`/api/admin/users/${id}/password-reset`);
      expect(sent).toMatchObject({ status: 200, body: { id, email: hana.email } });

      const mail = await mailTo(server.url, hana.email, '/dashboard/reset-password?token=');
      expect(mail.subject).toMatch(/password/i);
      const token = linkIn(mail.text).searchParams.get('token') ?? '';
      const reset = await new Browser(server.url).post('/api/auth/reset-password', {
        token,
        newPassword: 'a brand new password',
      });
      expect(reset.status).toBe(200);
      expect((await signIn(server.url, hana.email, 'a brand new password')).answer.status).toBe(200);
      expect((await auditOf(server, id)).map((entry) => [entry.action, entry.actorId])).toEqual([
        ['user.password_reset', operatorId],
      ]);
    });
  });
}

// Sessions in Redis carry a copy of the person: a role change, a ban and signing out everywhere must reach them.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl)
  describe('users with sessions in Redis', () => {
    let server: TestServer;
    let redis: Redis;
    let operator: Browser;
    const keyOf = (browser: Browser) => {
      const token = decodeURIComponent(browser.cookies.get('vela.session_token') ?? '').split('.')[0] ?? '';
      return `vela:auth:${createHash('sha256').update(token).digest('hex')}`;
    };

    beforeAll(async () => {
      redis = new Redis(redisUrl);
      server = await startTestServer(engines[0] as (typeof engines)[number], {
        ...accountEnv,
        REDIS_URL: redisUrl,
      });
      operator = await signedInDemo(server.url, 'operator');
    });
    afterAll(async () => {
      await server?.stop();
      await redis?.quit();
    });

    it('applies a role change and a two-factor reset to the sessions kept in Redis at their next request', async () => {
      const ida = await signedInBrowser(server.url, uniqueEmail('ida-redis'));
      const id = await idOf(operator, ida.email);
      await operator.request('PUT', `/api/admin/users/${id}`, { role: 'reseller' });
      expect((await ida.browser.get('/api/admin/me')).body).toMatchObject({ role: 'reseller' });
      await setUpTwoFactor(ida);
      await operator.request('PUT', `/api/admin/users/${id}`, { role: 'operator' });
      expect((await ida.browser.get('/api/admin/me')).body).toMatchObject({ role: 'operator' });
      // So does a reset of two-factor authentication: the operator must set it up again.
      await operator.post(`/api/admin/users/${id}/reset-two-factor`);
      expect((await ida.browser.get('/api/admin/me')).body).toMatchObject({ code: 'two_factor_required' });
    });

    it('ends every session in Redis when signing out everywhere and when banning', async () => {
      const jon = await signedInBrowser(server.url, uniqueEmail('jon-redis'));
      const phone = await signIn(server.url, jon.email, jon.password);
      const id = await idOf(operator, jon.email);
      const keys = [keyOf(jon.browser), keyOf(phone.browser)];
      expect(await redis.exists(...keys)).toBe(2);

      await operator.post(`/api/admin/users/${id}/sign-out`);
      expect(await redis.exists(...keys)).toBe(0);
      expect((await jon.browser.get('/api/account')).status).toBe(401);
      expect((await phone.browser.get('/api/account')).status).toBe(401);

      const back = await signIn(server.url, jon.email, jon.password);
      expect((await back.browser.get('/api/account')).status).toBe(200);
      await operator.post(`/api/admin/users/${id}/ban`, { reason: 'Chargeback fraud' });
      expect(await redis.exists(keyOf(back.browser))).toBe(0);
      expect((await back.browser.get('/api/account')).status).toBe(401);
      expect((await signIn(server.url, jon.email, jon.password)).answer.body).toMatchObject({
        code: 'account_banned',
      });
    });
  });
