import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import {
  accountEnv,
  Browser,
  confirmAddress,
  signedInBrowser,
  siteOrigin,
  uniqueEmail,
  withCaptcha,
} from './accounts.ts';
import { engines, sharedTestServer, startTestServer, type TestServer } from './harness.ts';

/** A POST of a raw body with the given content type, as a form or a script would send it. */
async function rawPost(
  baseUrl: string,
  path: string,
  body: string,
  contentType: string | null,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), origin: siteOrigin, ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** 300 characters of a name with a line break in the middle: what no profile accepts. */
const hostileName = `${'A'.repeat(150)}\r\n${'B'.repeat(148)}`;

for (const engine of engines) {
  describe(`the account routes on ${engine.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
    });
    afterAll(() => server?.stop());

    it("answers 404 for better-auth's endpoints the product does not use", async () => {
      const { browser, password } = await signedInBrowser(server.url);
      expect((await browser.get('/api/auth/get-session')).status).toBe(200);
      expect((await browser.get('/api/auth/list-sessions')).status).toBe(200);
      for (const [method, path, body] of [
        ['POST', '/api/auth/verify-password', { password }],
        ['POST', '/api/auth/two-factor/get-totp-uri', { password }],
        ['POST', '/api/auth/delete-user', { password }],
        ['POST', '/api/auth/change-email', { newEmail: uniqueEmail('moved') }],
        ['POST', '/api/auth/revoke-sessions', {}],
        ['POST', '/api/auth/update-session', {}],
        ['POST', '/api/auth/sign-in/social', { provider: 'google' }],
        ['POST', '/api/auth/two-factor/send-otp', {}],
        ['GET', '/api/auth/list-accounts', undefined],
        ['GET', '/api/auth/account-info', undefined],
        ['GET', '/api/auth/ok', undefined],
        ['GET', '/api/auth/error', undefined],
        ['GET', '/api/auth/reset-password/some-token', undefined],
        ['POST', '/api/auth/sign-out/', {}],
        ['POST', '/api/auth/sign-in%2Femail', {}],
        ['PUT', '/api/auth/update-user', { name: 'Ann' }],
      ] as const) {
        const answer = await browser.request(method, path, body);
        expect(answer, `${method} ${path}`).toMatchObject({ status: 404, body: { code: 'not_found' } });
      }
      // The session and the password are as they were.
      expect((await browser.get('/api/account')).status).toBe(200);
    });

    it("checks sign-up with the sign-up form's rules and the profile's rule for a name, whatever the body", async () => {
      const fine = await new Browser(server.url).post(
        '/api/auth/sign-up/email',
        { email: uniqueEmail('named'), password: 'a long password 1', name: 'Ann Lee' },
        await withCaptcha(server.url),
      );
      expect(fine.status).toBe(200);

      const email = uniqueEmail('hostile-name');
      const hostile = await new Browser(server.url).post(
        '/api/auth/sign-up/email',
        { email, password: 'a long password 1', name: hostileName },
        await withCaptcha(server.url),
      );
      expect(hostile).toMatchObject({ status: 400, body: { code: 'invalid_characters' } });
      const formEncoded = await rawPost(
        server.url,
        '/api/auth/sign-up/email',
        form({ email, password: 'a long password 1', name: hostileName }),
        'application/x-www-form-urlencoded',
        await withCaptcha(server.url),
      );
      expect(formEncoded.status).toBe(415);
      // Fields the form does not have: a callback address, a picture, a role.
      for (const extra of [{ callbackURL: 'https://evil.example' }, { image: 'x' }, { role: 'operator' }]) {
        const answer = await new Browser(server.url).post(
          '/api/auth/sign-up/email',
          { email: uniqueEmail('extra'), password: 'a long password 1', ...extra },
          await withCaptcha(server.url),
        );
        expect(answer, JSON.stringify(extra)).toMatchObject({ status: 400, body: { code: 'invalid_type' } });
      }
      expect(await server.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it("checks update-user with the profile's rules of PUT /api/account", async () => {
      const { browser } = await signedInBrowser(server.url);
      expect((await browser.post('/api/auth/update-user', { name: 'Ann Lee', locale: 'fr' })).status).toBe(
        200,
      );
      expect((await browser.get('/api/account')).body).toMatchObject({ fullName: 'Ann Lee', locale: 'fr' });
      for (const [body, code] of [
        [{ name: hostileName }, 'invalid_characters'],
        [{ name: 'x'.repeat(101) }, 'max_length'],
        [{ name: '   ' }, 'required'],
        [{ image: 'https://evil.example/me.png' }, 'invalid_type'],
        [{ email: 'other@example.com' }, 'invalid_type'],
      ] as const) {
        expect(await browser.post('/api/auth/update-user', body), JSON.stringify(body)).toMatchObject({
          status: 400,
          body: { code },
        });
      }
      const formEncoded = await fetch(`${server.url}/api/auth/update-user`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: siteOrigin,
          cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body: form({ name: hostileName }),
      });
      expect(formEncoded.status).toBe(415);
      expect((await browser.get('/api/account')).body).toMatchObject({ fullName: 'Ann Lee' });
    });

    it('reads the session cookie as better-auth does, so a cross-site write with an odd cookie is refused', async () => {
      const { browser, password } = await signedInBrowser(server.url);
      const value = browser.cookies.get('vela.session_token') ?? '';
      // A space before `=`: better-auth still finds the session.
      const odd = new Browser(server.url);
      odd.cookies.set('vela.session_token ', value);
      const session = await odd.get('/api/auth/get-session');
      expect(session.body).toMatchObject({ user: { email: expect.any(String) } });
      expect((await odd.request('PUT', '/api/account', { fullName: 'Ann Lee', country: 'DE' })).status).toBe(
        200,
      );
      expect([...odd.cookies.keys()]).toEqual(['vela.session_token ']);

      odd.origin = 'https://evil.example';
      for (const answer of [
        await odd.request('PUT', '/api/account', { fullName: 'Mallory', country: 'US' }),
        await odd.post('/api/auth/change-password', {
          currentPassword: password,
          newPassword: 'stolen password 1',
        }),
        await odd.post('/api/auth/update-user', { name: 'Mallory' }),
      ]) {
        expect(answer).toMatchObject({ status: 403, body: { code: 'invalid_origin' } });
      }
      odd.origin = null;
      expect(
        (await odd.request('PUT', '/api/account', { fullName: 'Mallory', country: 'US' })).body,
      ).toMatchObject({ code: 'invalid_origin' });
      expect((await browser.get('/api/account')).body).toMatchObject({ fullName: 'Ann Lee' });
    });
  });

  describe(`a blocked e-mail address on ${engine.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { ...accountEnv, RATE_LIMIT_SIGN_IN: '2', TRUST_PROXY: 'true' });
    });
    afterAll(() => server?.stop());

    const signInFrom = async (address: string, body: Record<string, string>) =>
      new Browser(server.url).post('/api/auth/sign-in/email', body, {
        ...(await withCaptcha(server.url)),
        'x-forwarded-for': address,
      });

    it('refuses a form-encoded sign-in, and every body that is not JSON, before anything is counted', async () => {
      const email = uniqueEmail('blocked');
      const password = 'a long password 1';
      const signUp = await new Browser(server.url).post(
        '/api/auth/sign-up/email',
        { email, password, name: '' },
        { ...(await withCaptcha(server.url)), 'x-forwarded-for': '203.0.113.10' },
      );
      expect(signUp.status).toBe(200);
      await confirmAddress(server.url, email);
      expect((await signInFrom('203.0.113.11', { email, password })).status).toBe(200);
      expect((await signInFrom('203.0.113.12', { email, password: 'not the password' })).status).toBe(401);
      // RATE_LIMIT_SIGN_IN is 2 here: the e-mail address is blocked now, from any address.
      const blocked = await signInFrom('203.0.113.13', { email, password });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

      // The same sign-in, right password, from a fresh address, in other encodings: refused.
      for (const [body, type] of [
        [form({ email, password }), 'application/x-www-form-urlencoded'],
        [form({ email, password }), 'application/x-www-form-urlencoded; charset=utf-8'],
        [JSON.stringify({ email, password }), 'text/plain'],
        [JSON.stringify({ email, password }), null],
      ] as const) {
        const answer = await rawPost(server.url, '/api/auth/sign-in/email', body, type, {
          ...(await withCaptcha(server.url)),
          'x-forwarded-for': '198.51.100.21',
        });
        expect(answer.status, String(type)).toBe(415);
        expect(answer.body).toEqual({ error: 'Send the request as JSON.', code: 'unsupported_media_type' });
        expect(answer.headers.get('set-cookie')).toBeNull();
      }
      const multipart = new FormData();
      multipart.set('email', email);
      multipart.set('password', password);
      const formData = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          origin: siteOrigin,
          ...(await withCaptcha(server.url)),
          'x-forwarded-for': '198.51.100.22',
        },
        body: multipart,
      });
      expect(formData.status).toBe(415);
      expect(formData.headers.get('set-cookie')).toBeNull();
      // A form-encoded sign-up is refused the same way.
      const formSignUp = await rawPost(
        server.url,
        '/api/auth/sign-up/email',
        form({ email: uniqueEmail('form'), password, name: hostileName }),
        'application/x-www-form-urlencoded',
        { ...(await withCaptcha(server.url)), 'x-forwarded-for': '198.51.100.23' },
      );
      expect(formSignUp.status).toBe(415);
    });
  });

  describe(`checks of the password inside a session on ${engine.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { ...accountEnv, RATE_LIMIT_PASSWORD_CHECKS: '3' });
    });
    afterAll(() => server?.stop());

    it('are limited per account, across every session of it, with Retry-After', async () => {
      const { browser, email, password } = await signedInBrowser(server.url);
      const phone = new Browser(server.url);
      await phone.post('/api/auth/sign-in/email', { email, password }, await withCaptcha(server.url));
      const bystander = await signedInBrowser(server.url);

      const wrong = { currentPassword: 'guess number 1', newPassword: 'a new password 1' };
      expect(await browser.post('/api/auth/change-password', wrong)).toMatchObject({
        status: 400,
        body: { code: 'current_password_wrong' },
      });
      expect((await phone.post('/api/auth/two-factor/enable', { password: 'guess number 2' })).status).toBe(
        400,
      );
      expect(
        (await phone.post('/api/auth/two-factor/generate-backup-codes', { password: 'guess number 3' }))
          .status,
      ).toBe(400);
      // The fourth guess in the window is refused, from either browser, even when it is right.
      for (const [who, path, body] of [
        [
          browser,
          '/api/auth/change-password',
          { currentPassword: password, newPassword: 'a new password 1' },
        ],
        [phone, '/api/auth/two-factor/enable', { password }],
        [phone, '/api/auth/two-factor/disable', { password }],
      ] as const) {
        const limited = await who.post(path, body);
        expect(limited.status, path).toBe(429);
        expect(limited.body).toMatchObject({ code: 'rate_limited' });
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // The closed ways to check a password stay closed.
      for (const path of ['/api/auth/verify-password', '/api/auth/two-factor/get-totp-uri']) {
        expect((await phone.post(path, { password })).status).toBe(404);
      }
      // Another account is not held up.
      expect(
        (
          await bystander.browser.post('/api/auth/change-password', {
            currentPassword: bystander.password,
            newPassword: 'a new password 2',
          })
        ).status,
      ).toBe(200);
      // Nothing changed for the guessed account.
      expect((await browser.get('/api/account')).body).toMatchObject({ twoFactorEnabled: false });
      const again = await new Browser(server.url).post(
        '/api/auth/sign-in/email',
        { email, password },
        await withCaptcha(server.url),
      );
      expect(again.status).toBe(200);
    });
  });
}

// With sessions in Redis, better-auth finds the session there: the limits per account and the Origin check
// must see the same session.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl)
  describe('the account routes with sessions in Redis', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engines[0] as (typeof engines)[number], {
        ...accountEnv,
        REDIS_URL: redisUrl,
        RATE_LIMIT_PASSWORD_CHECKS: '2',
      });
    });
    afterAll(() => server?.stop());

    it('limits checks of the password per account across its sessions, and its own events are listed', async () => {
      const { browser, email, password } = await signedInBrowser(server.url);
      const phone = new Browser(server.url);
      await phone.post('/api/auth/sign-in/email', { email, password }, await withCaptcha(server.url));
      expect((await browser.post('/api/auth/update-user', { name: 'Rita Redis' })).status).toBe(200);
      expect((await browser.post('/api/auth/two-factor/enable', { password: 'guess one' })).status).toBe(400);
      expect((await phone.post('/api/auth/two-factor/enable', { password: 'guess two' })).status).toBe(400);
      const limited = await phone.post('/api/auth/two-factor/enable', { password });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const events = (await browser.get('/api/account/security-events')).body as unknown as {
        events: { action: string }[];
      };
      expect(events.events.map((event) => event.action)).toEqual([
        'account.update',
        'account.sign_in',
        'account.sign_in',
        'account.email_verify',
      ]);
    });

    it('sees a session cookie written with a space before `=` in the Origin check', async () => {
      const { browser } = await signedInBrowser(server.url);
      const odd = new Browser(server.url);
      odd.cookies.set('vela.session_token ', browser.cookies.get('vela.session_token') ?? '');
      expect((await odd.request('PUT', '/api/account', { fullName: 'Ann Lee', country: 'DE' })).status).toBe(
        200,
      );
      odd.origin = 'https://evil.example';
      expect(await odd.request('PUT', '/api/account', { fullName: 'Mallory', country: 'US' })).toMatchObject({
        status: 403,
        body: { code: 'invalid_origin' },
      });
    });
  });
