import { and, eq, sql } from 'drizzle-orm';
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

  it.each([
    {
      locale: 'de',
      confirm: 'Bestätigen Sie Ihre neue E-Mail-Adresse für',
      confirmBody: 'Neue Adresse bestätigen',
      changed: 'Die E-Mail-Adresse Ihres',
      changedBody: 'innerhalb von 7 Tagen rückgängig',
    },
    {
      locale: 'ar',
      confirm: 'أكِّد عنوان بريدك الإلكتروني الجديد في',
      confirmBody: 'تأكيد العنوان الجديد',
      changed: 'تم تغيير عنوان البريد الإلكتروني لحسابك في',
      changedBody: 'فتراجع عنه خلال 7 أيام',
    },
  ])(
    'writes both e-mails and both pages in the language last chosen in the dashboard ($locale)',
    async (texts) => {
      const eve = await signedInBrowser(server.url);
      // What the dashboard's language menu does on every switch.
      expect((await eve.browser.post('/api/auth/update-user', { locale: 'fr' })).status).toBe(200);
      expect((await eve.browser.post('/api/auth/update-user', { locale: texts.locale })).status).toBe(200);
      const next = uniqueEmail(`eve-${texts.locale}`);
      const asked = await eve.browser.post('/api/account/email-change', {
        email: next,
        password: eve.password,
      });
      expect(asked.status).toBe(202);

      const confirmMail = await mailTo(server.url, next, '/api/mail/email-change/');
      expect(confirmMail.subject).toContain(texts.confirm);
      expect(confirmMail.text).toContain(texts.confirmBody);
      expect(confirmMail.html).toContain(`lang="${texts.locale}"`);
      const confirmPath = linkTo(confirmMail.text, '/api/mail/email-change/');
      const page = await fetch(`${server.url}${confirmPath}`);
      expect(await page.text()).toContain(`<html lang="${texts.locale}"`);
      expect((await fetch(`${server.url}${confirmPath}`, { method: 'POST' })).status).toBe(200);

      const notice = await mailTo(server.url, eve.email, '/api/mail/email-change/undo/');
      expect(notice.subject).toContain(texts.changed);
      expect(notice.text).toContain(texts.changedBody);
      const undoPage = await fetch(`${server.url}${linkTo(notice.text, '/api/mail/email-change/undo/')}`);
      expect(await undoPage.text()).toContain(`<html lang="${texts.locale}"`);
    },
  );

  /** Signs up with the address and leaves the confirmation e-mail unopened: its link. */
  async function unconfirmedSignUp(email: string) {
    const signUp = await new Browser(server.url).post(
      '/api/auth/sign-up/email',
      { email, password: 'a long password 1', name: '' },
      await withCaptcha(server.url),
    );
    expect(signUp.status).toBe(200);
    return linkIn((await mailTo(server.url, email, '/dashboard/verify-email?token=')).text);
  }

  async function accountsWith(email: string) {
    return server.database.db
      .select({ id: schema.users.id, emailVerified: schema.users.emailVerified })
      .from(schema.users)
      .where(sql`lower(${schema.users.email}) = lower(${email})`);
  }

  it('takes the address from a sign-up that never confirmed it, in the confirmation', async () => {
    const bob = await signedInBrowser(server.url);
    const wanted = uniqueEmail('wanted');
    const staleLink = await unconfirmedSignUp(wanted);
    const [stale] = await accountsWith(wanted);
    if (!stale) throw new Error('The sign-up was not stored');

    const asked = await bob.browser.post('/api/account/email-change', {
      email: wanted.toUpperCase(),
      password: bob.password,
    });
    expect(asked).toMatchObject({ status: 202 });
    // Until the link is opened, the sign-up keeps the address.
    expect(await accountsWith(wanted)).toEqual([{ id: stale.id, emailVerified: false }]);
    const confirmPath = linkTo(
      (await mailTo(server.url, wanted, '/api/mail/email-change/')).text,
      '/api/mail/email-change/',
    );
    expect((await fetch(`${server.url}${confirmPath}`, { method: 'POST' })).status).toBe(200);

    const bobNow = (await bob.browser.get('/api/account')).body;
    expect(bobNow.email).toBe(wanted);
    expect(await accountsWith(wanted)).toEqual([{ id: String(bobNow.id), emailVerified: true }]);
    const removed = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.entityId, stale.id), eq(schema.auditLog.action, 'account.signup_displaced')),
      );
    expect(removed).toMatchObject([{ actorId: bobNow.id, entity: 'user' }]);
    // The sign-up's own link confirms nothing now, Bob's address included.
    const late = await fetch(
      `${server.url}/api/auth/verify-email?token=${staleLink.searchParams.get('token')}`,
    );
    expect(late.status).not.toBe(200);
    expect(await accountsWith(wanted)).toEqual([{ id: String(bobNow.id), emailVerified: true }]);
    expect((await bob.browser.get('/api/account')).status).toBe(200);
  });

  it('gives the old address back on undo though a sign-up took it meanwhile without confirming it', async () => {
    const cleo = await signedInBrowser(server.url);
    const next = uniqueEmail('cleo-new');
    await cleo.browser.post('/api/account/email-change', { email: next, password: cleo.password });
    const confirmPath = linkTo(
      (await mailTo(server.url, next, '/api/mail/email-change/')).text,
      '/api/mail/email-change/',
    );
    expect((await fetch(`${server.url}${confirmPath}`, { method: 'POST' })).status).toBe(200);
    await unconfirmedSignUp(cleo.email);
    const undoPath = linkTo(
      (await mailTo(server.url, cleo.email, '/api/mail/email-change/undo/')).text,
      '/api/mail/email-change/undo/',
    );
    expect((await fetch(`${server.url}${undoPath}`, { method: 'POST' })).status).toBe(200);
    const held = await accountsWith(cleo.email);
    expect(held).toHaveLength(1);
    expect((await signIn(cleo.email, cleo.password)).status).toBe(200);
  });

  it('keeps the address of an account that confirmed it, even after the change was asked', async () => {
    const dora = await signedInBrowser(server.url);
    const wanted = uniqueEmail('wanted-confirmed');
    await unconfirmedSignUp(wanted);
    const asked = await dora.browser.post('/api/account/email-change', {
      email: wanted,
      password: dora.password,
    });
    expect(asked.status).toBe(202);
    // The one who signed up confirms the address before Dora opens her link.
    expect((await confirmAddress(server.url, wanted)).response.status).toBe(200);
    const confirmPath = linkTo(
      (await mailTo(server.url, wanted, '/api/mail/email-change/')).text,
      '/api/mail/email-change/',
    );
    expect((await fetch(`${server.url}${confirmPath}`, { method: 'POST' })).status).toBe(409);
    expect((await dora.browser.get('/api/account')).body).toMatchObject({ email: dora.email });
    const [holder] = await accountsWith(wanted);
    expect(holder).toMatchObject({ emailVerified: true });
    expect(await accountsWith(wanted)).toHaveLength(1);
    // Asked again, the address is refused at once, as any confirmed account's is.
    const again = await dora.browser.post('/api/account/email-change', {
      email: wanted,
      password: dora.password,
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'user_exists' } });
  });

  async function signIn(email: string, password: string) {
    return new Browser(server.url).post(
      '/api/auth/sign-in/email',
      { email, password },
      await withCaptcha(server.url),
    );
  }

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
