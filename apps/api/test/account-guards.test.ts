import type { PublicConfig } from '@vela/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEnv, Browser, linkIn, solveCaptcha, uniqueEmail, withCaptcha } from './accounts.ts';
import { startRecaptchaDouble } from './doubles/recaptcha-double.ts';
import { decodeQuotedPrintable, startSmtpDouble } from './doubles/smtp-double.ts';
import { engines, sharedTestServer, startTestServer, type TestServer } from './harness.ts';

const engine = engines[0] as (typeof engines)[number];
const signUp = (email = uniqueEmail()) => ({ email, password: 'a long password 1', name: '' });

describe('the ALTCHA proof of work', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await sharedTestServer(engine, accountEnv);
  });
  afterAll(() => server?.stop());

  it('is announced to the browser and serves signed challenges', async () => {
    expect(((await (await fetch(`${server.url}/api/config`)).json()) as PublicConfig).captcha).toEqual({
      provider: 'altcha',
    });
    const challenge = await (await fetch(`${server.url}/api/captcha/challenge`)).json();
    expect(challenge).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', cost: 20, expiresAt: expect.any(Number) },
      signature: expect.any(String),
    });
  });

  it('is required on sign-up, sign-in and password reset, missing or wrong', async () => {
    const browser = new Browser(server.url);
    for (const [path, body] of [
      ['/api/auth/sign-up/email', signUp()],
      ['/api/auth/sign-in/email', { email: uniqueEmail(), password: 'whatever it is' }],
      ['/api/auth/request-password-reset', { email: uniqueEmail() }],
    ] as const) {
      const missing = await browser.post(path, body);
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ error: 'Please complete the reCAPTCHA.', code: 'captcha_required' });
      const wrong = await browser.post(path, body, { 'x-captcha-response': 'bm90IGEgc29sdXRpb24=' });
      expect(wrong.body).toMatchObject({ code: 'captcha_required' });
    }
  });

  it('refuses a solution of a challenge it did not sign, and a solution used before', async () => {
    const solved = await solveCaptcha(server.url);
    const payload = JSON.parse(Buffer.from(solved, 'base64').toString());
    payload.challenge.parameters.cost = 1;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    const browser = new Browser(server.url);
    expect(
      (await browser.post('/api/auth/sign-up/email', signUp(), { 'x-captcha-response': forged })).body,
    ).toMatchObject({ code: 'captcha_required' });

    expect(
      (await browser.post('/api/auth/sign-up/email', signUp(), { 'x-captcha-response': solved })).status,
    ).toBe(200);
    const replayed = await browser.post('/api/auth/sign-up/email', signUp(), {
      'x-captcha-response': solved,
    });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ code: 'captcha_required' });
  });
});

describe('malformed account requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await sharedTestServer(engine, accountEnv);
  });
  afterAll(() => server?.stop());

  it('answers 400 with a key, never 500, whatever the body holds', async () => {
    const bodies = [
      '{not json',
      '[]',
      'null',
      JSON.stringify({ email: 'a\u0000b@example.com', password: 'a long password 1' }),
      JSON.stringify({ email: `${uniqueEmail()}`, password: 'a long password 1', name: 'Nul\u0000' }),
      JSON.stringify({ email: { $ne: 1 }, password: 1 }),
      JSON.stringify({ email: '\ud800@example.com', password: 'a long password 1' }),
    ];
    for (const path of [
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/request-password-reset',
    ]) {
      for (const body of bodies) {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(await withCaptcha(server.url)) },
          body,
        });
        expect(response.status, `${path} ${body}`).toBe(400);
        expect(await response.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
      }
    }
  });
});

describe('Google reCAPTCHA, when configured', () => {
  let server: TestServer;
  let google: Awaited<ReturnType<typeof startRecaptchaDouble>>;
  beforeAll(async () => {
    google = await startRecaptchaDouble({ secret: 'recaptcha-secret', validTokens: ['token-from-widget'] });
    server = await startTestServer(engine, {
      ...accountEnv,
      RECAPTCHA_SITE_KEY: 'recaptcha-site-key',
      RECAPTCHA_SECRET_KEY: 'recaptcha-secret',
      RECAPTCHA_VERIFY_URL: google.verifyUrl,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await google?.close();
  });

  it("checks the widget's token with Google's verification API", async () => {
    expect(((await (await fetch(`${server.url}/api/config`)).json()) as PublicConfig).captcha).toEqual({
      provider: 'recaptcha',
      siteKey: 'recaptcha-site-key',
    });
    expect((await fetch(`${server.url}/api/captcha/challenge`)).status).toBe(404);
    const browser = new Browser(server.url);
    const missing = await browser.post('/api/auth/sign-up/email', signUp());
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'captcha_required' });
    const wrong = await browser.post('/api/auth/sign-up/email', signUp(), { 'x-captcha-response': 'forged' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'captcha_required' });
    const right = await browser.post('/api/auth/sign-up/email', signUp(), {
      'x-captcha-response': 'token-from-widget',
    });
    expect(right.status).toBe(200);
    expect(google.received.at(-1)).toMatchObject({
      secret: 'recaptcha-secret',
      response: 'token-from-widget',
    });
  });
});

describe('limits on sign-in, sign-up and password reset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { ...accountEnv, RATE_LIMIT_SIGN_IN: '2', TRUST_PROXY: 'true' });
  });
  afterAll(() => server?.stop());

  const attempt = async (path: string, email: string, address: string) =>
    new Browser(server.url).post(
      path,
      path === '/api/auth/request-password-reset'
        ? { email }
        : { email, password: 'whatever it is', ...(path === '/api/auth/sign-up/email' ? { name: '' } : {}) },
      { ...(await withCaptcha(server.url)), 'x-forwarded-for': address },
    );

  it('counts per e-mail address, from whatever client address', async () => {
    const email = uniqueEmail();
    expect((await attempt('/api/auth/sign-in/email', email, '203.0.113.1')).status).toBe(401);
    expect((await attempt('/api/auth/sign-in/email', email, '203.0.113.2')).status).toBe(401);
    const limited = await attempt('/api/auth/sign-in/email', email, '203.0.113.3');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
    });
  });

  it('counts per client address, whatever e-mail addresses it tries', async () => {
    for (const path of ['/api/auth/sign-up/email', '/api/auth/request-password-reset']) {
      expect((await attempt(path, uniqueEmail(), '198.51.100.7')).status).toBe(200);
      expect((await attempt(path, uniqueEmail(), '198.51.100.7')).status).toBe(200);
      const limited = await attempt(path, uniqueEmail(), '198.51.100.7');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).not.toBeNull();
    }
  });
});

describe('e-mail over SMTP', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpDouble>>;
  beforeAll(async () => {
    smtp = await startSmtpDouble();
    server = await startTestServer(engine, {
      ...accountEnv,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Vela Player <accounts@velaplayer.example>',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('delivers the confirmation e-mail, plain text and HTML, with a working link', async () => {
    const email = uniqueEmail();
    const browser = new Browser(server.url);
    await browser.post(
      '/api/auth/sign-up/email',
      { ...signUp(email), locale: 'fr' },
      await withCaptcha(server.url),
    );
    const message = await smtp.messageTo(email);
    expect(message).toBeDefined();
    const raw = decodeQuotedPrintable(message?.raw ?? '');
    expect(raw).toMatch(/^From: Vela Player <accounts@velaplayer\.example>/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('<html lang="fr" dir="ltr">');
    expect(raw).toContain("Confirmer l'adresse e-mail");
    const link = linkIn(raw.slice(raw.indexOf('/dashboard/verify-email') - 30));
    const token = link.searchParams.get('token') ?? '';
    expect(
      (await fetch(`${server.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status,
    ).toBe(200);
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
  });
});
