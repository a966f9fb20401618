import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { accountEnv, type Browser, type OutboxMail, outbox, signedInBrowser } from './accounts.ts';
import {
  buyBasic,
  claimNewDevice,
  engines,
  lifecycleRunner,
  postJson,
  registerDevice,
  startTestServer,
  type TestServer,
} from './harness.ts';

const dayMs = 24 * 60 * 60 * 1000;

type Mail = OutboxMail & { headers?: Record<string, string> };

describe.each(engines)('receipts and reminders on $name', (engine) => {
  let server: TestServer;
  let clock = new Date('2027-05-03T09:00:00Z');
  let ann: { browser: Browser; email: string };
  let bob: { browser: Browser; email: string };

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { ...accountEnv, JOBS_POLL_SECONDS: '0', PROMOTION_ENDS_AT: '' },
      { now: () => clock },
    );
    ann = await signedInBrowser(server.url);
    bob = await signedInBrowser(server.url);
  });
  afterAll(() => server?.stop());

  const mailsTo = async (to: string, contains = '') =>
    ((await outbox(server.url)) as Mail[]).filter(
      (mail) => mail.to === to && mail.subject.includes(contains),
    );

  /** A device claimed by `browser`, with the id of its row (what the receipts and reminders refer to). */
  async function claimedWithRowId(browser: Browser) {
    const device = await claimNewDevice(server.url, browser);
    const [row] = await server.database.db
      .select({ id: schema.devices.id })
      .from(schema.devices)
      .where(eq(schema.devices.deviceId, device.deviceid));
    return { deviceid: device.deviceid, rowId: row?.id ?? '' };
  }

  async function buyPremium(deviceid: string, locale?: string) {
    const { body } = await postJson(server.url, '/api/payments/simulator/subscriptions', { deviceid });
    const confirmed = await postJson(server.url, '/api/payments/subscriptions', {
      deviceid,
      subscriptionId: body.subscriptionId,
      ...(locale ? { locale } : {}),
    });
    expect(confirmed.status).toBe(200);
    return String(body.subscriptionId);
  }

  it('mails a receipt once, in the buyer’s language, and lists it for the buyer only', async () => {
    await server.database.db
      .update(schema.users)
      .set({ locale: 'de' })
      .where(eq(schema.users.email, ann.email));
    const tv = await claimedWithRowId(ann.browser);
    const orderId = await buyBasic(server.url, tv.deviceid);
    await server.jobs.runDue();
    await server.jobs.runDue();
    const receipts = await mailsTo(ann.email, 'Quittung');
    expect(receipts).toHaveLength(1);
    const [mail] = receipts;
    expect(mail?.text).toContain(orderId);
    expect(mail?.text).toContain(tv.deviceid);
    expect(mail?.text).toContain('5,49');
    expect(mail?.text).toContain('Basic: lebenslange Lizenz');
    expect(mail?.text).toContain('Vela Media LLC');
    expect(mail?.text).toMatch(/\/dashboard\/receipts\/[0-9a-f-]{36}/);

    const list = await ann.browser.get(
      `/api/admin/receipts?filter=${encodeURIComponent(JSON.stringify({ deviceid: tv.deviceid }))}`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const [receipt] = list.body as { id: string }[];
    expect(list.body[0]).toMatchObject({
      plan: 'basic',
      amount: '5.49',
      currency: 'EUR',
      reference: orderId,
      deviceid: tv.deviceid,
      buyer_email: ann.email,
      seller_name: 'Vela Media LLC',
    });
    expect((await ann.browser.get(`/api/admin/receipts/${receipt?.id}`)).status).toBe(200);
    // Another account does not see it, by list or by id.
    expect((await bob.browser.get('/api/admin/receipts')).body).toEqual([]);
    expect((await bob.browser.get(`/api/admin/receipts/${receipt?.id}`)).status).toBe(404);
    expect((await bob.browser.get('/api/admin/receipts/not-an-id')).status).toBe(404);
  });

  it('writes the receipt in the language of the page the purchase was made on', async () => {
    const { browser, email } = await signedInBrowser(server.url);
    const basicTv = await claimedWithRowId(browser);
    const premiumTv = await claimedWithRowId(browser);
    // Bought on /ar/activate and /el/activate-pm by someone whose account speaks English.
    const orderId = await buyBasic(server.url, basicTv.deviceid, 'ar');
    const subscriptionId = await buyPremium(premiumTv.deviceid, 'el');
    await server.jobs.runDue();
    const mails = await mailsTo(email);
    const arabic = mails.find((mail) => mail.text.includes(orderId));
    const greek = mails.find((mail) => mail.text.includes(subscriptionId));
    expect(arabic?.subject).toMatch(/\p{Script=Arabic}/u);
    expect(arabic?.text).not.toContain('Basic: lifetime licence');
    expect(greek?.subject).toMatch(/\p{Script=Greek}/u);
    // A language the site does not have is refused with the field named, before anything is bought.
    const refused = await postJson(server.url, '/api/payments/orders', {
      deviceid: basicTv.deviceid,
      locale: 'xx',
    });
    expect(refused.status).toBe(400);
  });

  it('writes a receipt for each Premium cycle and for a device without an owner, mailing only owners', async () => {
    const tv = await claimedWithRowId(bob.browser);
    const subscriptionId = await buyPremium(tv.deviceid);
    const stranger = await registerDevice(server.url);
    await buyBasic(server.url, stranger.deviceid);
    await server.jobs.runDue();
    const premium = await mailsTo(bob.email, 'receipt');
    expect(premium).toHaveLength(1);
    expect(premium[0]?.text).toContain(subscriptionId);
    expect(premium[0]?.text).toContain('Premium: one year of Privacy Mode');
    const [strangerDevice] = await server.database.db
      .select({ id: schema.devices.id })
      .from(schema.devices)
      .where(eq(schema.devices.deviceId, stranger.deviceid));
    const strangerReceipts = await server.database.db
      .select()
      .from(schema.receipts)
      .where(eq(schema.receipts.deviceId, strangerDevice?.id ?? ''));
    expect(strangerReceipts).toMatchObject([{ ownerId: null, plan: 'basic' }]);
  });

  it('reminds once before a trial ends, whatever the number of scans, runners and restarts', async () => {
    const tv = await claimedWithRowId(ann.browser);
    const [device] = await server.database.db
      .select()
      .from(schema.devices)
      .where(eq(schema.devices.id, tv.rowId));
    const ends = device?.trialExpiresAt ?? new Date();
    // Three days before: too early.
    clock = new Date(ends.getTime() - 3 * dayMs);
    await server.jobs.runDue();
    expect(await mailsTo(ann.email, 'Testphase')).toHaveLength(0);

    clock = new Date(ends.getTime() - 1.5 * dayMs);
    await server.jobs.runDue();
    // Later scans, in this process and in another runner as after a restart, find the event claimed.
    clock = new Date(clock.getTime() + 20 * 60_000);
    const restarted = lifecycleRunner(server, () => clock);
    await Promise.all([server.jobs.runDue(), restarted.runDue()]);
    clock = new Date(clock.getTime() + 20 * 60_000);
    await restarted.runDue();
    const trial = (await mailsTo(ann.email, 'Testphase')).filter((mail) => mail.text.includes(tv.deviceid));
    expect(trial).toHaveLength(1);
    expect(trial[0]?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(trial[0]?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:8080\/api\/mail\/unsubscribe\/.+>$/,
    );
  });

  it('says whether Premium renews or lapses, and when Privacy Mode ended', async () => {
    clock = new Date('2027-06-01T09:00:00Z');
    const renewing = await claimedWithRowId(bob.browser);
    await buyPremium(renewing.deviceid);
    const lapsing = await claimedWithRowId(bob.browser);
    const lapsingSubscription = await buyPremium(lapsing.deviceid);
    await server.database.db
      .update(schema.subscriptions)
      .set({ status: 'CANCELLED' })
      .where(eq(schema.subscriptions.providerSubscriptionId, lapsingSubscription));
    const [device] = await server.database.db
      .select()
      .from(schema.devices)
      .where(eq(schema.devices.id, lapsing.rowId));
    const ends = device?.privacyExpiresAt ?? new Date();

    clock = new Date(ends.getTime() - 5 * dayMs);
    await server.jobs.runDue();
    await server.jobs.runDue();
    expect(
      await mailsTo(bob.email, `Premium of ${'\u2066'}${renewing.deviceid}${'\u2069'} renews`),
    ).toHaveLength(1);
    expect(
      await mailsTo(bob.email, `Privacy Mode of ${'\u2066'}${lapsing.deviceid}${'\u2069'} ends`),
    ).toHaveLength(1);

    clock = new Date(ends.getTime() + 60 * 60_000);
    await server.jobs.runDue();
    await server.jobs.runDue();
    const ended = await mailsTo(bob.email, 'has ended');
    expect(ended.map((mail) => mail.subject).sort()).toEqual(
      [
        `Privacy Mode of \u2066${lapsing.deviceid}\u2069 has ended`,
        `Privacy Mode of \u2066${renewing.deviceid}\u2069 has ended`,
      ].sort(),
    );
  });

  it('turns a reminder off with one click, without signing in, and on the account page', async () => {
    const [mail] = (await mailsTo(ann.email, 'Testphase')) as Mail[];
    const link = (mail?.headers?.['List-Unsubscribe'] ?? '').replace(/^<|>$/g, '');
    const path = new URL(link).pathname;

    const page = await fetch(`${server.url}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('<form method="post">');
    expect((await ann.browser.get('/api/account/mail-preferences')).body).toEqual({
      trial_ending: true,
      premium_ending: true,
      privacy_ended: true,
    });

    const oneClick = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await ann.browser.get('/api/account/mail-preferences')).body).toMatchObject({
      trial_ending: false,
      premium_ending: true,
    });
    const forged = path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await fetch(`${server.url}${forged}`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${server.url}/api/mail/unsubscribe/nonsense`)).status).toBe(404);

    // A new trial of Ann's is not announced any more; Bob's reminders are his own.
    const tv = await claimedWithRowId(ann.browser);
    const [device] = await server.database.db
      .select()
      .from(schema.devices)
      .where(eq(schema.devices.id, tv.rowId));
    clock = new Date((device?.trialExpiresAt ?? new Date()).getTime() - dayMs);
    await server.jobs.runDue();
    expect((await mailsTo(ann.email, 'Testphase')).filter((m) => m.text.includes(tv.deviceid))).toEqual([]);

    const saved = await bob.browser.request('PUT', '/api/account/mail-preferences', {
      trial_ending: true,
      premium_ending: false,
      privacy_ended: true,
    });
    expect(saved.status).toBe(200);
    expect((await bob.browser.get('/api/account/mail-preferences')).body).toMatchObject({
      premium_ending: false,
    });
    expect((await ann.browser.get('/api/account/mail-preferences')).body).toMatchObject({
      premium_ending: true,
    });
    const invalid = await bob.browser.request('PUT', '/api/account/mail-preferences', { receipts: false });
    expect(invalid.status).toBe(400);
    const audits = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'account.mail_preferences'));
    expect(audits).toHaveLength(1);
  });
});
