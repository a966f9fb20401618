import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from '../src/auth/auth.ts';
import { createPlaylistCipher } from '../src/crypto/playlist-secrets.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { requireUser, type UserVariables } from '../src/http/require-user.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { engines } from './harness.ts';

const noMail = async () => {};
const password = 'demo password for role checks';

/**
 * `requireUser` with a role rule, as the resource routers under `/api/admin/` use it: the people are the
 * demo accounts, signed in through better-auth's own sign-in endpoint.
 */
describe('requireUser with roles', () => {
  let database: DatabaseHandle;
  let auth: Auth;
  let app: Hono<{ Variables: UserVariables }>;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // A copy of the migrated template: a fresh in-memory database would first initialise and migrate itself,
    // which takes longer than a hook may on a machine shared with the other suites.
    const pglite = engines.find((engine) => engine.name === 'pglite');
    if (!pglite) throw new Error('the PGlite engine is always tested');
    const created = await pglite.create('require-user-');
    drop = created.drop;
    database = await openDatabase({ dataDir: created.env.DATA_DIR ?? '' });
    auth = createAuth(
      database.db,
      {
        siteUrl: 'http://localhost:8080',
        secret: 'a-test-secret-of-at-least-32-characters',
        brandName: 'Vela Player',
        production: false,
        trustedOrigins: [],
        recaptcha: null,
      },
      { verifyEmail: noMail, resetPassword: noMail, passwordChanged: noMail, deletionCancelled: noMail },
    );
    await seedDemo(database.db, auth, {
      now: new Date(),
      cipher: createPlaylistCipher(Buffer.alloc(32, 1)),
      password,
      currency: 'EUR',
    });
    app = new Hono<{ Variables: UserVariables }>();
    app.get('/resellers-only', requireUser(auth, { roles: ['reseller', 'operator'] }), (c) =>
      c.json({ role: c.get('user').role }),
    );
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  async function cookieOf(email: string): Promise<string> {
    const response = await auth.handler(
      new Request('http://localhost:8080/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
        body: JSON.stringify({ email, password }),
      }),
    );
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  it('lets the roles it names through and refuses others with not_authorized', async () => {
    const reseller = await app.request('/resellers-only', {
      headers: { cookie: await cookieOf('reseller@velaplayer.example') },
    });
    expect(await reseller.json()).toEqual({ role: 'reseller' });

    const customer = await app.request('/resellers-only', {
      headers: { cookie: await cookieOf('customer@velaplayer.example') },
    });
    expect(customer.status).toBe(403);
    expect(await customer.json()).toEqual({
      error: 'You are not authorized to do this.',
      code: 'not_authorized',
    });
  });

  it('sends an operator without two-factor authentication to set it up, and a stale cookie to sign in', async () => {
    const operator = await app.request('/resellers-only', {
      headers: { cookie: await cookieOf('operator@velaplayer.example') },
    });
    expect(operator.status).toBe(403);
    expect(await operator.json()).toMatchObject({ code: 'two_factor_required' });

    const stale = await app.request('/resellers-only', {
      headers: { cookie: 'vela.session_token=gone.signature' },
    });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: 'session_ended' });
  });
});
