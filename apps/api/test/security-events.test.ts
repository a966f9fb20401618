import type { SecurityEvent, SecurityEventsPage } from '@vela/api-client';
import { type TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountEnv,
  Browser,
  linkIn,
  mailTo,
  signedInBrowser,
  signedInDemo,
  uniqueEmail,
  withCaptcha,
} from './accounts.ts';
import { engines, sharedTestServer, startTestServer, type TestServer } from './harness.ts';

const localAddress = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

async function eventsOf(browser: Browser, query = ''): Promise<SecurityEventsPage> {
  const answer = await browser.get(`/api/account/security-events${query}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as SecurityEventsPage;
}

const actions = (page: SecurityEventsPage) => page.events.map((event) => event.action);

for (const engine of engines) {
  describe(`security events on ${engine.name}`, () => {
    let server: TestServer;
    let operator: Browser;

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      operator = await signedInDemo(server.url, 'operator');
    });
    afterAll(() => server?.stop());

    // Two accounts, four browsers and a dozen password hashes: slow on a machine shared with other suites.
    it("lists the person's own events, newest first, with the address, to them only and without secrets", {
      timeout: 120_000,
    }, async () => {
      const alice = await signedInBrowser(server.url, uniqueEmail('events-alice'));
      const bob = await signedInBrowser(server.url, uniqueEmail('events-bob'));
      const secrets: string[] = [alice.password];

      expect(actions(await eventsOf(alice.browser))).toEqual(['account.sign_in', 'account.email_verify']);
      expect(
        (await alice.browser.request('PUT', '/api/account', { fullName: 'Alice Lind', country: 'SE' }))
          .status,
      ).toBe(200);
      // The language the dashboard is read in is remembered for e-mails: a preference, not a security event.
      expect((await alice.browser.post('/api/auth/update-user', { locale: 'de' })).status).toBe(200);
      // A refused change records nothing.
      expect(
        (
          await alice.browser.post('/api/auth/change-password', {
            currentPassword: 'not my password',
            newPassword: 'a second password',
          })
        ).status,
      ).toBe(400);
      const newPassword = 'a second password';
      secrets.push(newPassword);
      expect(
        (
          await alice.browser.post('/api/auth/change-password', {
            currentPassword: alice.password,
            newPassword,
            revokeOtherSessions: true,
          })
        ).status,
      ).toBe(200);

      const enable = await alice.browser.post('/api/auth/two-factor/enable', { password: newPassword });
      const totp = URI.parse(String(enable.body.totpURI)) as TOTP;
      secrets.push(totp.secret.base32, ...(enable.body.backupCodes as string[]));
      expect(
        (await alice.browser.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).status,
      ).toBe(200);
      const codes = await alice.browser.post('/api/auth/two-factor/generate-backup-codes', {
        password: newPassword,
      });
      secrets.push(...(codes.body.backupCodes as string[]));

      // A second browser, signed in with the second factor, then signed out from the first.
      const laptop = new Browser(server.url);
      const laptopAgent = { 'user-agent': 'Laptop browser' };
      await laptop.post(
        '/api/auth/sign-in/email',
        { email: alice.email, password: newPassword },
        { ...(await withCaptcha(server.url)), ...laptopAgent },
      );
      expect(
        (await laptop.post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, laptopAgent))
          .status,
      ).toBe(200);
      const sessions = (await alice.browser.get('/api/auth/list-sessions')).body as unknown as {
        token: string;
        userAgent: string | null;
      }[];
      const other = sessions.find((session) => session.userAgent === 'Laptop browser');
      expect(other).toBeDefined();
      // Another person's session is not the account's to end, and is not an event of it.
      const bobs = (await bob.browser.get('/api/auth/list-sessions')).body as unknown as { token: string }[];
      expect((await alice.browser.post('/api/auth/revoke-session', { token: bobs[0]?.token })).status).toBe(
        200,
      );
      expect((await alice.browser.post('/api/auth/revoke-session', { token: other?.token })).status).toBe(
        200,
      );
      expect((await alice.browser.post('/api/auth/revoke-other-sessions')).status).toBe(200);
      expect(
        (await alice.browser.post('/api/auth/two-factor/disable', { password: newPassword })).status,
      ).toBe(200);
      for (const browser of [alice.browser, laptop]) {
        secrets.push(decodeURIComponent(browser.cookies.get('vela.session_token') ?? '').split('.')[0] ?? '');
      }

      const page = await eventsOf(alice.browser, '?perPage=50');
      expect(actions(page)).toEqual([
        'account.two_factor_disable',
        'account.sessions_revoke_others',
        'account.session_revoke',
        'account.sign_in',
        'account.backup_codes',
        'account.two_factor_enable',
        'account.password_change',
        'account.update',
        'account.sign_in',
        'account.email_verify',
      ]);
      expect(page.total).toBe(10);
      expect(page.events[3]).toMatchObject({ by: 'you', details: { method: 'totp' } });
      expect(page.events.at(-2)).toMatchObject({ details: { method: 'password' } });
      for (const event of page.events) {
        expect(event).toMatchObject({ id: expect.any(String), by: 'you', at: expect.any(String) });
        expect(event.address).toMatch(localAddress);
      }
      const text = JSON.stringify(page);
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(5);
        expect(text).not.toContain(secret);
      }

      // Paged: the second page of three holds the fourth to sixth.
      const second = await eventsOf(alice.browser, '?page=2&perPage=3');
      expect(second.total).toBe(10);
      expect(second.events.map((event) => event.id)).toEqual(
        page.events.slice(3, 6).map((event) => event.id),
      );
      expect((await alice.browser.get('/api/account/security-events?perPage=500')).status).toBe(400);

      // Bob sees his own two events only; nobody signed in sees none.
      const bobsPage = await eventsOf(bob.browser);
      expect(actions(bobsPage)).toEqual(['account.sign_in', 'account.email_verify']);
      expect(bobsPage.events.some((event) => page.events.some((mine) => mine.id === event.id))).toBe(false);
      expect((await new Browser(server.url).get('/api/account/security-events')).status).toBe(401);
    });

    it("shows an operator's changes to the account as support's, without the operator's address", async () => {
      const carl = await signedInBrowser(server.url, uniqueEmail('events-carl'));
      const found = await operator.get(`/api/admin/users/lookup?email=${encodeURIComponent(carl.email)}`);
      const id = String(found.body.id);
      await operator.request('PUT', `/api/admin/users/${id}`, { role: 'reseller' });
      await operator.post(`/api/admin/users/${id}/password-reset`);
      await operator.post(`/api/admin/users/${id}/sign-out`);

      // Signed out everywhere: the person signs in again and reads what support did.
      const back = new Browser(server.url);
      await back.post(
        '/api/auth/sign-in/email',
        { email: carl.email, password: carl.password },
        await withCaptcha(server.url),
      );
      const page = await eventsOf(back);
      expect(page.events.slice(0, 4)).toEqual([
        expect.objectContaining({ action: 'account.sign_in', by: 'you' }),
        expect.objectContaining({ action: 'user.sign_out_everywhere', by: 'support', address: null }),
        expect.objectContaining({ action: 'user.password_reset', by: 'support', address: null }),
        expect.objectContaining({
          action: 'user.role',
          by: 'support',
          address: null,
          details: { role: 'reseller' },
        }),
      ]);

      // The reset link of the e-mail: the person's own password reset.
      const mail = await mailTo(server.url, carl.email, '/dashboard/reset-password?token=');
      const token = linkIn(mail.text).searchParams.get('token') ?? '';
      expect(
        (
          await new Browser(server.url).post('/api/auth/reset-password', {
            token,
            newPassword: 'a reset password',
          })
        ).status,
      ).toBe(200);
      const signedIn = new Browser(server.url);
      await signedIn.post(
        '/api/auth/sign-in/email',
        { email: carl.email, password: 'a reset password' },
        await withCaptcha(server.url),
      );
      const latest = await eventsOf(signedIn);
      expect(latest.events.slice(0, 2)).toEqual([
        expect.objectContaining({ action: 'account.sign_in', by: 'you' }),
        expect.objectContaining({ action: 'account.password_reset', by: 'you', address: expect.any(String) }),
      ]);
      expect(JSON.stringify(latest)).not.toContain(token);
    });

    it("lists the account's API keys made and revoked, by the person and by a ban, with the key's name", async () => {
      const dora = await signedInBrowser(server.url, uniqueEmail('events-dora'));
      const found = await operator.get(`/api/admin/users/lookup?email=${encodeURIComponent(dora.email)}`);
      const id = String(found.body.id);
      await operator.request('PUT', `/api/admin/users/${id}`, { role: 'reseller' });
      const first = await dora.browser.post('/api/admin/api-keys', { name: 'Billing' });
      const second = await dora.browser.post('/api/admin/api-keys', { name: 'Panel' });
      await dora.browser.post(`/api/admin/api-keys/${String(first.body.id)}/revoke`);
      const page = await eventsOf(dora.browser);
      expect(page.events.slice(0, 3)).toEqual([
        expect.objectContaining({
          action: 'api_key.revoke',
          by: 'you',
          details: { api_key_name: 'Billing', api_key_prefix: first.body.prefix, revoked_reason: 'owner' },
        }),
        expect.objectContaining({
          action: 'api_key.create',
          details: expect.objectContaining({ api_key_name: 'Panel' }),
        }),
        expect.objectContaining({
          action: 'api_key.create',
          details: expect.objectContaining({ api_key_name: 'Billing' }),
        }),
      ]);
      for (const secret of [first.body.secret, second.body.secret]) {
        expect(JSON.stringify(page)).not.toContain(String(secret));
      }
      // The operator's own list does not hold them.
      expect(JSON.stringify(await eventsOf(operator))).not.toContain(String(first.body.id));

      await operator.post(`/api/admin/users/${id}/ban`, { reason: 'Testing the events' });
      await operator.post(`/api/admin/users/${id}/unban`);
      const back = new Browser(server.url);
      await back.post(
        '/api/auth/sign-in/email',
        { email: dora.email, password: dora.password },
        await withCaptcha(server.url),
      );
      const after = (await eventsOf(back)).events;
      expect(after.slice(0, 2)).toEqual([
        expect.objectContaining({ action: 'account.sign_in', by: 'you' }),
        expect.objectContaining({ action: 'user.unban', by: 'support' }),
      ]);
      // The ban and the revocation of the key it made share their transaction, and so their time.
      expect(after.slice(2, 4)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'api_key.revoke',
            by: 'support',
            address: null,
            details: expect.objectContaining({ api_key_name: 'Panel', revoked_reason: 'account_banned' }),
          }),
          expect.objectContaining({ action: 'user.ban', by: 'support', address: null, details: {} }),
        ]),
      );
      // The ban's reason is the operators' note, not shown to the person.
      expect(JSON.stringify(after)).not.toContain('Testing the events');
    });
  });
}

describe('the security events of an account in the operators’ audit log', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engines[0] as (typeof engines)[number], accountEnv);
  });
  afterAll(() => server?.stop());

  it('are there with their action codes, for operators', async () => {
    const erin = await signedInBrowser(server.url, uniqueEmail('events-erin'));
    await erin.browser.request('PUT', '/api/account', { fullName: 'Erin Moss', country: 'IE' });
    const operator = await signedInDemo(server.url, 'operator');
    const query = new URLSearchParams({
      filter: JSON.stringify({ actor: erin.email, action: 'account.update' }),
    });
    const answer = await operator.get(`/api/admin/audit?${query}`);
    expect(answer.body).toMatchObject([
      {
        action: 'account.update',
        entity: 'user',
        actor_email: erin.email,
        before: { full_name: '', country: null },
        after: { full_name: 'Erin Moss', country: 'IE' },
        address: expect.stringMatching(localAddress),
      },
    ]);
    const own = (await erin.browser.get('/api/account/security-events'))
      .body as unknown as SecurityEventsPage;
    expect(own.events[0]).toMatchObject({
      action: 'account.update',
      by: 'you',
    } satisfies Partial<SecurityEvent>);
  });
});
