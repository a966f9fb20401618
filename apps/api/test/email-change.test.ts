import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { accountEnv, Browser, mailTo, signedInBrowser, uniqueEmail, withCaptcha } from './accounts.ts';
import { engines, sharedTestServer, type TestServer } from './harness.ts';

const linkTo = (text: string, path: string) => {
  const match = text.match(new RegExp(`https?://\\S*${path}\\S+`));
  if (!match) throw new Error(`No link to ${path}`);
  return new URL(match[0]).pathname;
};

describe.each(engines)('changing the e-mail address on $name', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await sharedTestServer(engine, accountEnv);
  });
  afterAll(() => server?.stop());

  it('changes only once the new address confirms, keeps the session, tells the old address, and can be undone', async () => {
    const ann = await signedInBrowser(server.url);
    const next = uniqueEmail('ann-new');
    expect(
      (await ann.browser.post('/api/account/email-change', { email: next, password: 'wrong password 1' }))
        .body,
    ).toMatchObject({ code: 'current_password_wrong' });
    const asked = await ann.browser.post('/api/account/email-change', {
      email: next,
      password: ann.password,
    });
    expect(asked).toMatchObject({ status: 202, body: { email: next } });
    // Nothing changed yet.
    expect((await ann.browser.get('/api/account')).body).toMatchObject({ email: ann.email });

    const confirmMail = await mailTo(server.url, next, '/api/mail/email-change/');
    const confirmPath = linkTo(confirmMail.text, '/api/mail/email-change/');
    const page = await fetch(`${server.url}${confirmPath}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    expect((await ann.browser.get('/api/account')).body).toMatchObject({ email: ann.email });

    expect((await fetch(`${server.url}${confirmPath}`, { method: 'POST' })).status).toBe(200);
    // The session is kept and now shows the new address; the link works once.
    expect((await ann.browser.get('/api/account')).body).toMatchObject({ email: next });
    expect((await fetch(`${server.url}${confirmPath}`, { method: 'POST' })).status).toBe(404);
    const events = await ann.browser.get('/api/account/security-events');
    expect(JSON.stringify(events.body)).toContain('account.email_change');

    const notice = await mailTo(server.url, ann.email, '/api/mail/email-change/undo/');
    expect(notice.text).toContain(next);
    const undoPath = linkTo(notice.text, '/api/mail/email-change/undo/');
    expect((await fetch(`${server.url}${undoPath}`)).status).toBe(200);
    expect((await fetch(`${server.url}${undoPath}`, { method: 'POST' })).status).toBe(200);
    // Undone: the old address again, every browser signed out.
    expect((await ann.browser.get('/api/account')).status).toBe(401);
    const [row] = await server.database.db
      .select({ email: schema.users.email })
      .from(schema.users)
      .where(eq(schema.users.email, ann.email));
    expect(row).toBeDefined();
    const again = new Browser(server.url);
    const signIn = await again.post(
      '/api/auth/sign-in/email',
      { email: ann.email, password: ann.password },
      await withCaptcha(server.url),
    );
    expect(signIn.status).toBe(200);
    const audits = await server.database.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String((await again.get('/api/account')).body.id)));
    expect(audits.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['account.email_change', 'account.email_change_undo']),
    );
  });

  it('refuses an address another account uses, and a forged link', async () => {
    const ann = await signedInBrowser(server.url);
    const bob = await signedInBrowser(server.url);
    const taken = await ann.browser.post('/api/account/email-change', {
      email: bob.email,
      password: ann.password,
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'user_exists' } });
    expect(
      (
        await ann.browser.post('/api/account/email-change', {
          email: 'not an address',
          password: ann.password,
        })
      ).status,
    ).toBe(400);
    expect((await fetch(`${server.url}/api/mail/email-change/forged-token`, { method: 'POST' })).status).toBe(
      404,
    );
    expect(
      (
        await new Browser(server.url).post('/api/account/email-change', {
          email: uniqueEmail(),
          password: 'x',
        })
      ).status,
    ).toBe(401);
    expect((await bob.browser.get('/api/account')).body).toMatchObject({ email: bob.email });
  });
});
