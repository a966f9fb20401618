import { type TOTP, URI } from 'otpauth';
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
import { engines, newAccountAs, sharedTestServer, type TestServer } from './harness.ts';

describe.each(engines)('accounts on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await sharedTestServer(engine, accountEnv);
  });
  afterAll(() => server?.stop());

  it('signs up, asks to confirm the address first, then signs in with an httpOnly SameSite=Lax cookie', async () => {
    const browser = new Browser(server.url);
    const email = uniqueEmail();
    const password = 'correct horse battery';
    const signUp = await browser.post(
      '/api/auth/sign-up/email',
      { email, password, name: '', locale: 'de' },
      await withCaptcha(server.url),
    );
    expect(signUp.status).toBe(200);

    const early = await browser.post(
      '/api/auth/sign-in/email',
      { email, password },
      await withCaptcha(server.url),
    );
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ error: expect.any(String), code: 'email_not_confirmed' });

    const { mail, link, response } = await confirmAddress(server.url, email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Vela Player');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(link.pathname).toBe('/dashboard/verify-email');
    expect(response.status).toBe(200);
    const forged = await fetch(`${server.url}/api/auth/verify-email?token=not-a-token`);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      error: 'This link is invalid or has expired. Please ask for a new one.',
      code: 'invalid_token',
    });

    const signIn = await browser.post(
      '/api/auth/sign-in/email',
      { email, password },
      await withCaptcha(server.url),
    );
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('vela.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await browser.get('/api/auth/get-session');
    expect(session.body).toMatchObject({
      user: { email, role: 'customer', twoFactorEnabled: false, locale: 'de' },
    });
  });

  it('checks the sign-up form again on the server: repeated password and password length', async () => {
    const browser = new Browser(server.url);
    const mismatch = await browser.post(
      '/api/auth/sign-up/email',
      { email: uniqueEmail(), password: 'a long password 1', repeatPassword: 'a long password 2', name: '' },
      await withCaptcha(server.url),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ error: 'The passwords do not match.', code: 'passwords_mismatch' });
    const short = await browser.post(
      '/api/auth/sign-up/email',
      { email: uniqueEmail(), password: 'short', name: '' },
      await withCaptcha(server.url),
    );
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: 'Please enter at least 8 characters.', code: 'min_length' });
    const matching = await browser.post(
      '/api/auth/sign-up/email',
      { email: uniqueEmail(), password: 'a long password 1', repeatPassword: 'a long password 1' },
      await withCaptcha(server.url),
    );
    expect(matching.status).toBe(200);
  });

  it("answers 'user already exists' for an address that has an account", async () => {
    const { email } = await signedInBrowser(server.url);
    const again = await new Browser(server.url).post(
      '/api/auth/sign-up/email',
      { email, password: 'another password', name: '' },
      await withCaptcha(server.url),
    );
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      error: 'A user with this e-mail address already exists.',
      code: 'user_exists',
    });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const { email } = await signedInBrowser(server.url);
    const wrong = await new Browser(server.url).post(
      '/api/auth/sign-in/email',
      { email, password: 'not the password' },
      await withCaptcha(server.url),
    );
    const unknown = await new Browser(server.url).post(
      '/api/auth/sign-in/email',
      { email: uniqueEmail('nobody'), password: 'not the password' },
      await withCaptcha(server.url),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: 'Sign-in failed. Please check your e-mail address and password.',
      code: 'login_failed',
    });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('resets a forgotten password with the e-mailed link, answering every address alike', async () => {
    const { email } = await signedInBrowser(server.url);
    const browser = new Browser(server.url);
    const known = await browser.post(
      '/api/auth/request-password-reset',
      { email, redirectTo: '/dashboard/reset-password' },
      await withCaptcha(server.url),
    );
    const unknown = await browser.post(
      '/api/auth/request-password-reset',
      { email: uniqueEmail('nobody'), redirectTo: '/dashboard/reset-password' },
      await withCaptcha(server.url),
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const link = linkIn((await mailTo(server.url, email, '/dashboard/reset-password?token=')).text);
    expect(link.pathname).toBe('/dashboard/reset-password');
    const token = link.searchParams.get('token');
    const stored = JSON.stringify(await server.database.db.select().from(schema.verifications));
    expect(token?.length).toBeGreaterThan(10);
    expect(stored).not.toContain(token);
    const reset = await browser.post('/api/auth/reset-password', {
      token,
      newPassword: 'a brand new password',
    });
    expect(reset.status).toBe(200);
    const reused = await browser.post('/api/auth/reset-password', {
      token,
      newPassword: 'yet another password',
    });
    expect(reused.body).toEqual({ error: expect.any(String), code: 'invalid_token' });

    const old = await browser.post(
      '/api/auth/sign-in/email',
      { email, password: 'a long password 1' },
      await withCaptcha(server.url),
    );
    expect(old.body).toMatchObject({ code: 'login_failed' });
    const renewed = await browser.post(
      '/api/auth/sign-in/email',
      { email, password: 'a brand new password' },
      await withCaptcha(server.url),
    );
    expect(renewed.status).toBe(200);
    expect((await mailTo(server.url, email, 'password')).subject).toBe(
      'Your Vela Player password was changed',
    );
  });

  it('changes the password and signs every other browser out', async () => {
    const { browser, email, password } = await signedInBrowser(server.url);
    const other = new Browser(server.url);
    await other.post('/api/auth/sign-in/email', { email, password }, await withCaptcha(server.url));
    expect((await other.get('/api/account')).status).toBe(200);

    const wrong = await browser.post('/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword: 'a changed password',
      revokeOtherSessions: true,
    });
    expect(wrong.body).toEqual({
      error: 'The current password is not correct.',
      code: 'current_password_wrong',
    });

    const changed = await browser.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'a changed password',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await mailTo(server.url, email, 'password')).subject).toBe(
      'Your Vela Player password was changed',
    );
    expect((await browser.get('/api/account')).status).toBe(200);
    const signedOut = await other.get('/api/account');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ error: expect.any(String), code: 'session_ended' });
  });

  it('lists the signed-in browsers and signs one out', async () => {
    const { browser, email, password } = await signedInBrowser(server.url);
    const phone = new Browser(server.url);
    await phone.post(
      '/api/auth/sign-in/email',
      { email, password },
      {
        ...(await withCaptcha(server.url)),
        'user-agent': 'Phone browser',
        // Without TRUST_PROXY, what the client writes here is not its address.
        'x-forwarded-for': '203.0.113.9',
        'x-vela-client-address': '203.0.113.10',
      },
    );
    const sessions = await browser.get('/api/auth/list-sessions');
    expect(sessions.body).toHaveLength(2);
    const listed = sessions.body as { token: string; userAgent: string; ipAddress: string }[];
    const phoneSession = listed.find((session) => session.userAgent === 'Phone browser');
    expect(phoneSession).toBeDefined();
    // Each browser is listed with the address it signed in from: here this machine's.
    expect(listed.map((session) => session.ipAddress)).toEqual(['127.0.0.1', '127.0.0.1']);
    expect((await browser.post('/api/auth/revoke-session', { token: phoneSession?.token })).status).toBe(200);
    expect((await phone.get('/api/auth/get-session')).body).toBeNull();
    expect((await browser.get('/api/auth/list-sessions')).body).toHaveLength(1);

    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    const after = await browser.get('/api/account');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'please_sign_in' });
  });

  it("refuses a signed-in browser's writes that come from another site", async () => {
    const { browser, password } = await signedInBrowser(server.url);
    browser.origin = 'https://evil.example';
    const change = await browser.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'stolen password 1',
    });
    expect(change.status).toBe(403);
    expect(change.body).toEqual({ error: expect.any(String), code: 'invalid_origin' });
    const update = await browser.request('PUT', '/api/account', { fullName: 'Mallory', country: 'US' });
    expect(update.status).toBe(403);
    expect(update.body).toMatchObject({ code: 'invalid_origin' });
    browser.origin = null;
    expect(
      (await browser.request('PUT', '/api/account', { fullName: 'Mallory', country: 'US' })).status,
    ).toBe(403);
  });

  it('keeps the account details: full name and country required, phone optional, e-mail read-only', async () => {
    const { browser, email } = await signedInBrowser(server.url);
    const fresh = await browser.get('/api/account');
    expect(fresh.body).toMatchObject({ email, fullName: '', country: null, profileComplete: false });

    const invalid = await browser.request('PUT', '/api/account', { fullName: '', country: 'Germany' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'Please fill in the required field', code: 'required' });
    const badCountry = await browser.request('PUT', '/api/account', {
      fullName: 'Ann Lee',
      country: 'Germany',
    });
    expect(badCountry.body).toMatchObject({ code: 'one_of' });

    const saved = await browser.request('PUT', '/api/account', {
      fullName: 'Ann Lee',
      country: 'de',
      phone: '+49 30 1234567',
      email: 'other@example.com',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ email, fullName: 'Ann Lee', country: 'DE', profileComplete: true });
    expect((await browser.get('/api/account')).body).toMatchObject({
      email,
      fullName: 'Ann Lee',
      country: 'DE',
      phone: '+49 30 1234567',
    });

    expect((await browser.post('/api/auth/update-user', { locale: 'ar' })).status).toBe(200);
    expect((await browser.get('/api/account')).body).toMatchObject({ locale: 'ar' });
    await browser.post('/api/auth/update-user', { locale: 'klingon' });
    expect((await browser.get('/api/account')).body).toMatchObject({ locale: 'en' });
    const role = await browser.post('/api/auth/update-user', { role: 'operator' });
    expect(role.status).toBe(400);
    expect((await browser.get('/api/account')).body).toMatchObject({ role: 'customer' });
  });

  it('guards the dashboard API: sign-in first, and operators need two-factor authentication', async () => {
    const anonymous = await new Browser(server.url).get('/api/admin/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'Please sign in to continue.', code: 'please_sign_in' });

    const { browser, email } = await signedInBrowser(server.url);
    expect((await browser.get('/api/admin/me')).body).toEqual({
      id: expect.any(String),
      email,
      fullName: '',
      role: 'customer',
      twoFactorEnabled: false,
      profileComplete: false,
    });

    // An operator who has not set up two-factor authentication yet.
    const { browser: operator } = await newAccountAs(server, 'operator');
    const refused = await operator.get('/api/admin/me');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'two_factor_required' });
    expect((await operator.get('/api/account')).body).toMatchObject({
      role: 'operator',
      twoFactorEnabled: false,
    });
  });

  it('sets up two-factor authentication, then asks for a code at sign-in; a recovery code works once', async () => {
    const { browser, email, password } = await signedInBrowser(server.url);
    const enable = await browser.post('/api/auth/two-factor/enable', { password });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = enable.body as unknown as { totpURI: string; backupCodes: string[] };
    const totp = URI.parse(totpURI) as TOTP;
    expect(totpURI.startsWith(`otpauth://totp/Vela%20Player:${encodeURIComponent(email)}?`)).toBe(true);
    expect(backupCodes).toHaveLength(10);
    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).status).toBe(
      200,
    );
    expect((await browser.get('/api/account')).body).toMatchObject({ twoFactorEnabled: true });

    const laptop = new Browser(server.url);
    const first = await laptop.post(
      '/api/auth/sign-in/email',
      { email, password },
      await withCaptcha(server.url),
    );
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    expect((await laptop.get('/api/account')).status).toBe(401);
    const wrongCode = String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await laptop.post('/api/auth/two-factor/verify-totp', { code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      error: 'The code is not correct. Please try again.',
      code: 'two_factor_invalid',
    });
    const right = await laptop.post('/api/auth/two-factor/verify-totp', {
      code: totp.generate(),
      trustDevice: true,
    });
    expect(right.status).toBe(200);
    expect((await laptop.get('/api/account')).body).toMatchObject({ email });
    const trusted = right.headers.getSetCookie().find((line) => line.startsWith('vela.trust_device='));
    expect(trusted).toMatch(/Max-Age=2592000/i);

    const recoveryCode = backupCodes[0] ?? '';
    const phone = new Browser(server.url);
    await phone.post('/api/auth/sign-in/email', { email, password }, await withCaptcha(server.url));
    expect((await phone.post('/api/auth/two-factor/verify-backup-code', { code: recoveryCode })).status).toBe(
      200,
    );
    expect((await phone.get('/api/account')).status).toBe(200);
    const tablet = new Browser(server.url);
    await tablet.post('/api/auth/sign-in/email', { email, password }, await withCaptcha(server.url));
    const reused = await tablet.post('/api/auth/two-factor/verify-backup-code', { code: recoveryCode });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ code: 'two_factor_invalid' });
  });

  it('lets an operator into the dashboard API once two-factor authentication is on', async () => {
    const { browser: operator, email, password } = await newAccountAs(server, 'operator');
    const enable = await operator.post('/api/auth/two-factor/enable', { password });
    const totp = URI.parse(String(enable.body.totpURI)) as TOTP;
    await operator.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect((await operator.get('/api/admin/me')).body).toMatchObject({
      email,
      role: 'operator',
      twoFactorEnabled: true,
    });
  });

  it('never stores a password, session token or two-factor secret as it was sent', async () => {
    const { browser, password } = await signedInBrowser(server.url);
    const enable = await browser.post('/api/auth/two-factor/enable', { password });
    const secret = (URI.parse(String(enable.body.totpURI)) as TOTP).secret.base32;
    const token = decodeURIComponent(browser.cookies.get('vela.session_token') ?? '').split('.')[0] ?? '';
    const [accounts, twoFactor, sessions] = await Promise.all([
      server.database.db.select().from(schema.accounts),
      server.database.db.select().from(schema.twoFactor),
      server.database.db.select().from(schema.sessions),
    ]);
    const stored = JSON.stringify({ accounts, twoFactor, sessions });
    expect(token.length).toBeGreaterThan(10);
    expect(sessions.length).toBeGreaterThan(0);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(secret);
    for (const code of enable.body.backupCodes as string[]) expect(stored).not.toContain(code);
  });
});
