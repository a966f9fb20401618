import { createHash, createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { migrationsFolder } from '../src/paths.ts';
import {
  accountEnv,
  Browser,
  linkIn,
  mailTo,
  signedInBrowser,
  uniqueEmail,
  withCaptcha,
} from './accounts.ts';
import { engines, startTestServer, type TestServer } from './harness.ts';

const secret = 'a secret of the tests, long enough for better-auth';
const cookieName = 'vela.session_token';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The token a browser's session cookie carries: the part before the signature. */
const tokenOf = (browser: Browser) =>
  decodeURIComponent(browser.cookies.get(cookieName) ?? '').split('.')[0] ?? '';

/** A session cookie for any value, signed the way better-auth signs its own. */
function signedCookie(value: string) {
  const signature = createHmac('sha256', secret).update(value).digest('base64');
  return encodeURIComponent(`${value}.${signature}`);
}

function browserWithToken(baseUrl: string, token: string) {
  const browser = new Browser(baseUrl);
  browser.cookies.set(cookieName, signedCookie(token));
  return browser;
}

interface SessionEntry {
  id: string;
  token: string;
  userAgent: string;
}

async function signInAgain(baseUrl: string, email: string, password: string, userAgent: string) {
  const browser = new Browser(baseUrl);
  const answer = await browser.post(
    '/api/auth/sign-in/email',
    { email, password },
    { ...(await withCaptcha(baseUrl)), 'user-agent': userAgent },
  );
  expect(answer.status).toBe(200);
  return browser;
}

/**
 * The same journeys whichever store keeps the sessions; `stored` gives everything that store holds about
 * sessions, as text, to search for tokens.
 */
function sessionJourneys(setup: () => { server: TestServer; stored: () => Promise<string> }) {
  it('keeps no session token in the clear, and sessions still work', async () => {
    const { server, stored } = setup();
    const { browser, email, password } = await signedInBrowser(server.url);
    const phone = await signInAgain(server.url, email, password, 'Phone browser');
    const tokens = [tokenOf(browser), tokenOf(phone)];
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{32}$/);

    const before = await stored();
    for (const token of tokens) {
      expect(before).not.toContain(token);
      expect(before).toContain(sha256(token));
    }

    const session = await browser.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ user: { email } });
    expect((await browser.get('/api/account')).status).toBe(200);
  });

  it('does not take a stored hash for a token, even in a cookie signed with the secret', async () => {
    const { server } = setup();
    const { browser } = await signedInBrowser(server.url);
    const token = tokenOf(browser);
    // The cookie signed here is accepted when it carries the token itself, so the refusal below is the hash's.
    const copy = browserWithToken(server.url, token);
    expect((await copy.get('/api/account')).status).toBe(200);

    const thief = browserWithToken(server.url, sha256(token));
    expect((await thief.get('/api/auth/get-session')).body).toBeNull();
    expect((await thief.get('/api/account')).status).toBe(401);
    // Nor does the hash sign out the session it names.
    expect((await thief.post('/api/auth/sign-out')).status).toBe(200);
    expect((await browser.get('/api/account')).status).toBe(200);
  });

  it("lists sessions by their hashes and revokes one the dashboard's way, only the caller's own", async () => {
    const { server, stored } = setup();
    const { browser, email, password } = await signedInBrowser(server.url);
    const phone = await signInAgain(server.url, email, password, 'Phone browser');
    const stranger = await signedInBrowser(server.url);

    const listed = await browser.get('/api/auth/list-sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body as SessionEntry[];
    expect(sessions).toHaveLength(2);
    for (const session of sessions) expect(session.token).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions.map((session) => session.token).sort()).toEqual(
      [sha256(tokenOf(browser)), sha256(tokenOf(phone))].sort(),
    );
    expect(JSON.stringify(listed.body)).not.toContain(tokenOf(browser));

    // Another account's session, named by its hash, is left alone.
    const strangers = (await stranger.browser.get('/api/auth/list-sessions')).body as SessionEntry[];
    const strangerToken = strangers[0]?.token ?? '';
    expect(strangerToken).toBe(sha256(tokenOf(stranger.browser)));
    expect((await browser.post('/api/auth/revoke-session', { token: strangerToken })).status).toBe(200);
    expect((await stranger.browser.get('/api/account')).status).toBe(200);

    // What the sessions screen does: revoke the listed value of another browser of the same account.
    const phoneSession = sessions.find((session) => session.userAgent === 'Phone browser');
    expect((await browser.post('/api/auth/revoke-session', { token: phoneSession?.token })).status).toBe(200);
    expect((await phone.get('/api/auth/get-session')).body).toBeNull();
    expect((await browser.get('/api/auth/list-sessions')).body).toHaveLength(1);
    expect(await stored()).not.toContain(sha256(tokenOf(phone)));

    const own = tokenOf(browser);
    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    expect((await browser.get('/api/account')).status).toBe(401);
    const after = await stored();
    expect(after).not.toContain(sha256(own));
    expect(after).toContain(sha256(tokenOf(stranger.browser)));
  });

  it("ends the caller's own session when it revokes the listed hash of it", async () => {
    const { server } = setup();
    const { browser } = await signedInBrowser(server.url);
    const token = tokenOf(browser);
    expect((await browser.post('/api/auth/revoke-session', { token: sha256(token) })).status).toBe(200);
    expect(browser.cookies.has(cookieName)).toBe(false);
    expect((await browserWithToken(server.url, token).get('/api/account')).status).toBe(401);
  });

  it('signs the other browsers out, keeping this one, with revoke-other-sessions and a password change', async () => {
    const { server, stored } = setup();
    const { browser, email, password } = await signedInBrowser(server.url);
    const phone = await signInAgain(server.url, email, password, 'Phone browser');
    const tablet = await signInAgain(server.url, email, password, 'Tablet browser');

    expect((await browser.post('/api/auth/revoke-other-sessions')).status).toBe(200);
    expect((await browser.get('/api/account')).status).toBe(200);
    expect((await phone.get('/api/account')).status).toBe(401);
    expect((await browser.get('/api/auth/list-sessions')).body).toHaveLength(1);

    const laptop = await signInAgain(server.url, email, password, 'Laptop browser');
    const changed = await browser.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'a changed password',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    // The answer's new session is the cookie's, and neither is stored as it is.
    const token = tokenOf(browser);
    expect(changed.body.token).toBe(token);
    expect((await browser.get('/api/account')).status).toBe(200);
    expect((await laptop.get('/api/account')).status).toBe(401);
    expect((await tablet.get('/api/account')).status).toBe(401);
    const after = await stored();
    expect(after).not.toContain(token);
    expect(after).toContain(sha256(token));
  });
}

describe.each(engines)('session tokens on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { ...accountEnv, BETTER_AUTH_SECRET: secret });
  });
  afterAll(() => server?.stop());

  const stored = async () => JSON.stringify(await server.database.db.select().from(schema.sessions));
  sessionJourneys(() => ({ server, stored }));

  it('keeps the hash only: the database refuses a token in the clear', async () => {
    const { browser } = await signedInBrowser(server.url);
    const byHash = eq(schema.sessions.token, sha256(tokenOf(browser)));
    const [row] = await server.database.db.select().from(schema.sessions).where(byHash);
    expect(row).toBeDefined();
    const refused = await server.database.db
      .update(schema.sessions)
      .set({ token: tokenOf(browser) })
      .where(byHash)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(String((refused as { cause?: unknown } | null)?.cause ?? refused)).toMatch(
      /sessions_token_hashed/,
    );
  });

  it('hashes the tokens of sessions stored before, once, with the migration', async () => {
    const migration = await readFile(`${migrationsFolder}/0004_hash_session_tokens.sql`, 'utf8');
    const [update = ''] = migration.split('--> statement-breakpoint');
    const plain = 'PlainToken0123456789abcdefghijkl';
    const hashed = sha256('another token');
    // The statement runs against a copy of the table, in a schema of its own, so the server's rows stay as they are.
    const rows = await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`create schema migration_check`);
      await tx.execute(sql`set local search_path to migration_check`);
      await tx.execute(sql`create table sessions (id integer primary key, token text not null)`);
      await tx.execute(sql`insert into sessions values (1, ${plain}), (2, ${hashed})`);
      await tx.execute(sql.raw(update));
      await tx.execute(sql.raw(update));
      // Both drivers answer `{rows}`.
      const result = (await tx.execute(sql`select id, token from sessions order by id`)) as {
        rows: { id: number; token: string }[];
      };
      await tx.execute(sql`drop schema migration_check cascade`);
      return result.rows;
    });
    expect(rows).toEqual([
      { id: 1, token: sha256(plain) },
      { id: 2, token: hashed },
    ]);
  });

  it('keeps no password-reset token or confirmation token in the clear', async () => {
    const email = uniqueEmail();
    const browser = new Browser(server.url);
    await browser.post(
      '/api/auth/sign-up/email',
      { email, password: 'a long password 1', name: '' },
      await withCaptcha(server.url),
    );
    const confirmation = linkIn((await mailTo(server.url, email, '/dashboard/verify-email?token=')).text);
    await browser.post(
      '/api/auth/request-password-reset',
      { email, redirectTo: '/dashboard/reset-password' },
      await withCaptcha(server.url),
    );
    const reset = linkIn((await mailTo(server.url, email, '/dashboard/reset-password?token=')).text);
    const resetToken = reset.searchParams.get('token') ?? '';
    expect(resetToken.length).toBeGreaterThan(10);
    const verifications = JSON.stringify(await server.database.db.select().from(schema.verifications));
    expect(verifications).not.toContain(resetToken);
    // The confirmation link is a signed token that is not stored at all.
    expect(verifications).not.toContain(confirmation.searchParams.get('token'));
  });
});

// Runs where a Redis is given, like the PostgreSQL suites.
const redisUrl = process.env.TEST_REDIS_URL;

if (redisUrl)
  describe('session tokens in Redis', () => {
    let server: TestServer;
    let redis: Redis;
    beforeAll(async () => {
      redis = new Redis(redisUrl);
      server = await startTestServer(engines[0] as (typeof engines)[number], {
        ...accountEnv,
        BETTER_AUTH_SECRET: secret,
        REDIS_URL: redisUrl,
      });
    });
    afterAll(async () => {
      await server?.stop();
      await redis?.quit();
    });

    /** Every key of better-auth's and its value, and the sessions table, which stays empty in this mode. */
    const stored = async () => {
      const keys = await redis.keys('vela:auth:*');
      const values = keys.length ? await redis.mget(keys) : [];
      const rows = await server.database.db.select().from(schema.sessions);
      expect(rows).toEqual([]);
      return JSON.stringify({ keys, values });
    };
    sessionJourneys(() => ({ server, stored }));

    it('keys a session by the hash of its token', async () => {
      const { browser } = await signedInBrowser(server.url);
      const token = tokenOf(browser);
      expect(await redis.exists(`vela:auth:${sha256(token)}`)).toBe(1);
      expect(await redis.exists(`vela:auth:${token}`)).toBe(0);
    });
  });
