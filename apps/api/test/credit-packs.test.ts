import type { CreditOrder, CreditPack } from '@vela/api-client';
import { formatMoney } from '@vela/locales';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditMovements, creditOrders, users } from '../src/db/schema.ts';
import { quoteCreditOrder } from '../src/store/credit-orders.ts';
import { accountEnv, type Browser, outbox, signedInDemo } from './accounts.ts';
import { type PayPalDouble, startPayPalDouble } from './doubles/paypal-double.ts';
import { engines, idsOf, newAccountAs, postJson, startTestServer, type TestServer } from './harness.ts';

// Resellers buy packs of credits through PayPal (decision 61): operators keep the packs, the server orders the
// pack's price (never an amount from the browser), and the credits arrive once, whichever of the reseller's
// capture and PayPal's webhook comes first and however often either is replayed, with one receipt e-mailed.

type OrderRow = typeof creditOrders.$inferSelect;

describe.each(engines)('credit packs bought through PayPal on $name', (engine) => {
  let paypal: PayPalDouble;
  let server: TestServer;
  let operator: Browser;

  beforeAll(async () => {
    paypal = await startPayPalDouble();
    server = await startTestServer(engine, {
      ...accountEnv,
      PAYPAL_API_URL: paypal.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_PLAN_ID: 'P-PREMIUM-TEST',
    });
    operator = await signedInDemo(server.url, 'operator');
  });
  afterAll(async () => {
    await server?.stop();
    await paypal?.close();
  });

  async function packOf(body: Record<string, unknown>) {
    const made = await operator.post('/api/admin/credit-packs', body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as unknown as CreditPack;
  }

  /** A reseller's order of a pack: the provider's order id. */
  async function orderOf(reseller: Browser, packId: string, extra: Record<string, unknown> = {}) {
    const made = await reseller.post('/api/admin/credit-orders', { pack_id: packId, ...extra });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return String(made.body.orderId);
  }

  const capture = (reseller: Browser, orderId: string) =>
    reseller.post(`/api/admin/credit-orders/${encodeURIComponent(orderId)}/capture`);

  async function stored(orderId: string): Promise<OrderRow> {
    const [row] = await server.database.db
      .select()
      .from(creditOrders)
      .where(eq(creditOrders.providerOrderId, orderId));
    if (!row) throw new Error(`No credit order ${orderId}`);
    return row;
  }

  /** The purchases in a reseller's ledger, as stored. */
  const purchasesOf = (resellerId: string) =>
    server.database.db
      .select({ amount: creditMovements.amount, orderRef: creditMovements.orderRef })
      .from(creditMovements)
      .where(and(eq(creditMovements.resellerId, resellerId), eq(creditMovements.kind, 'purchase')));

  const balanceOf = async (reseller: Browser) =>
    Number((await reseller.get('/api/admin/credits')).body.balance);

  async function deliver(event: Record<string, unknown>) {
    const rawBody = JSON.stringify(event);
    return postJson(server.url, '/api/payments/paypal/webhook', rawBody, paypal.signWebhook(rawBody));
  }

  /** PayPal's notification that it took the payment of an order, as it sends it. */
  function captureEvent(order: OrderRow, captureId: string, resource: Record<string, unknown> = {}) {
    return {
      id: `WH-${captureId}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: captureId,
        status: 'COMPLETED',
        amount: { currency_code: order.currency, value: order.amount },
        custom_id: order.id,
        supplementary_data: { related_ids: { order_id: order.providerOrderId } },
        ...resource,
      },
    };
  }

  const capturesAtPayPal = (orderId: string) =>
    paypal.requests.filter((request) => request.path === `/v2/checkout/orders/${orderId}/capture`).length;

  const auditOf = (entity: string, entityId: string) =>
    server.database.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
      .orderBy(asc(auditLog.createdAt));

  it('lets operators keep the packs, audited, and shows resellers the packs on sale only', async () => {
    const small = await packOf({ credits: 10, price: '5' });
    expect(small).toMatchObject({ credits: 10, price: '5.00', currency: 'EUR', active: true });
    const large = await packOf({ credits: 250, price: 99.9, currency: 'USD' });
    expect(large).toMatchObject({ credits: 250, price: '99.90', currency: 'USD', active: true });
    const hidden = await packOf({ credits: 50, price: '20.00', active: false });
    expect(hidden.active).toBe(false);

    const refused = async (body: Record<string, unknown>) =>
      (await operator.post('/api/admin/credit-packs', body)).body.code;
    expect(await refused({ credits: 10, price: '0' })).toBe('price');
    expect(await refused({ credits: 10, price: '1.234' })).toBe('price');
    expect(await refused({ credits: 10, price: -3 })).toBe('price');
    expect(await refused({ credits: 10, price: '5', currency: 'eur' })).toBe('currency');
    expect(await refused({ credits: 0, price: '5' })).toBe('min_value');

    const changed = await operator.request('PUT', `/api/admin/credit-packs/${small.id}`, {
      ...small,
      credits: 12,
      price: '6.5',
    });
    expect(changed).toMatchObject({ status: 200, body: { id: small.id, credits: 12, price: '6.50' } });
    expect(
      (await operator.request('PUT', '/api/admin/credit-packs/8a6e0804-2bd0-4672-b79e-d46f1f8e4b1c', small))
        .status,
    ).toBe(404);
    expect(await auditOf('credit_pack', small.id)).toMatchObject([
      { action: 'credit_pack.create', before: null, after: { credits: 10, price: '5.00', active: true } },
      {
        action: 'credit_pack.update',
        before: { credits: 10, price: '5.00' },
        after: { credits: 12, price: '6.50', currency: 'EUR', active: true },
      },
    ]);

    // Operators list every pack, fewest credits first; resellers those on sale only.
    const ids = encodeURIComponent(JSON.stringify({ id: [small.id, large.id, hidden.id] }));
    const everyPack = await operator.get(`/api/admin/credit-packs?filter=${ids}`);
    expect(idsOf(everyPack.body)).toEqual([small.id, hidden.id, large.id]);
    expect(everyPack.headers.get('content-range')).toBe('credit-packs 0-2/3');
    const retired = encodeURIComponent(
      JSON.stringify({ id: [small.id, large.id, hidden.id], active: false }),
    );
    expect(idsOf((await operator.get(`/api/admin/credit-packs?filter=${retired}`)).body)).toEqual([
      hidden.id,
    ]);
    const reseller = await newAccountAs(server, 'reseller');
    expect(idsOf((await reseller.browser.get(`/api/admin/credit-packs?filter=${ids}`)).body)).toEqual([
      small.id,
      large.id,
    ]);
    expect((await reseller.browser.get(`/api/admin/credit-packs/${large.id}`)).body).toMatchObject({
      credits: 250,
    });
    expect((await reseller.browser.get(`/api/admin/credit-packs/${hidden.id}`)).status).toBe(404);
    expect((await operator.get(`/api/admin/credit-packs/${hidden.id}`)).status).toBe(200);

    // Only operators change the packs; customers do not see them at all.
    expect((await reseller.browser.post('/api/admin/credit-packs', { credits: 5, price: '1' })).status).toBe(
      403,
    );
    expect(
      (
        await reseller.browser.request('PUT', `/api/admin/credit-packs/${small.id}`, {
          ...small,
          price: '0.01',
        })
      ).status,
    ).toBe(403);
    const customer = await newAccountAs(server, 'customer');
    expect((await customer.browser.get('/api/admin/credit-packs')).status).toBe(403);
    expect((await customer.browser.get(`/api/admin/credit-packs/${small.id}`)).status).toBe(403);

    // A pack is retired, never deleted.
    const retire = await operator.request('PUT', `/api/admin/credit-packs/${large.id}`, {
      credits: 250,
      price: '99.90',
      active: false,
    });
    expect(retire.body).toMatchObject({ active: false, currency: 'USD' });
    expect((await reseller.browser.get(`/api/admin/credit-packs/${large.id}`)).status).toBe(404);
  });

  it('orders the pack’s price whatever the browser sends, and credits it once: captured, captured again, told ten times', async () => {
    const pack = await packOf({ credits: 100, price: '49' });
    const ann = await newAccountAs(server, 'reseller');
    const orderId = await orderOf(ann.browser, pack.id, { amount: '0.01', currency: 'USD', credits: 9999 });
    const order = await stored(orderId);
    expect(order).toMatchObject({ resellerId: ann.id, credits: 100, amount: '49.00', status: 'pending' });
    const created = paypal.requests.find(
      (request) =>
        request.path === '/v2/checkout/orders' &&
        JSON.stringify(request.body).includes(`"custom_id":"${order.id}"`),
    );
    expect(created?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '49.00' }, custom_id: order.id }],
    });

    // Not approved in PayPal's window yet: nothing is paid, nothing credited.
    expect(await capture(ann.browser, orderId)).toMatchObject({
      status: 409,
      body: { code: 'payment_not_completed' },
    });
    expect(await purchasesOf(ann.id)).toEqual([]);

    paypal.approveOrder(orderId);
    const first = await capture(ann.browser, orderId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      balance: 100,
      order: {
        id: order.id,
        provider_order_id: orderId,
        reseller_id: ann.id,
        pack_id: pack.id,
        credits: 100,
        amount: '49.00',
        currency: 'EUR',
        status: 'completed',
        seller_name: 'Vela Media LLC',
        seller_address: expect.stringContaining('Wilmington'),
      },
    });
    const paid = first.body.order as unknown as CreditOrder;
    expect(paid.capture_id).toEqual(expect.any(String));
    expect(paid.completed_at).toEqual(expect.any(String));

    const capturesBefore = capturesAtPayPal(orderId);
    expect(await capture(ann.browser, orderId)).toMatchObject({ status: 200, body: first.body });
    expect(capturesAtPayPal(orderId)).toBe(capturesBefore);

    const event = captureEvent(await stored(orderId), String(paid.capture_id));
    const told = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(told.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await purchasesOf(ann.id)).toEqual([{ amount: 100, orderRef: order.id }]);
    expect(await balanceOf(ann.browser)).toBe(100);

    // The ledger shows the purchase as the reseller's own; the audit log has the order and its payment.
    const ledger = await ann.browser.get(
      `/api/admin/credit-movements?filter=${encodeURIComponent(JSON.stringify({ kind: 'purchase' }))}`,
    );
    expect(ledger.body).toMatchObject([
      { kind: 'purchase', amount: 100, balance_after: 100, by_operator: false },
    ]);
    expect((await auditOf('credit_order', order.id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['credit_order.create', ann.id],
      ['credit_order.complete', ann.id],
    ]);
  });

  it('credits an order PayPal reports before the browser captures it, once, and answers the capture without asking again', async () => {
    const pack = await packOf({ credits: 40, price: '19.99' });
    const ann = await newAccountAs(server, 'reseller');
    const orderId = await orderOf(ann.browser, pack.id);
    paypal.approveOrder(orderId);
    const order = await stored(orderId);
    const event = captureEvent(order, `CAP-${order.id.slice(0, 8)}`);
    // Ten notifications at once, each of its own id, racing to complete the order; then each of them again.
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) => deliver({ ...event, id: `${event.id}-${i}` })),
    );
    expect(racing.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (let i = 0; i < 10; i++)
      expect((await deliver({ ...event, id: `${event.id}-${i}` })).status).toBe(200);
    expect(await purchasesOf(ann.id)).toEqual([{ amount: 40, orderRef: order.id }]);

    const captured = await capture(ann.browser, orderId);
    expect(captured).toMatchObject({
      status: 200,
      body: { balance: 40, order: { status: 'completed', capture_id: event.resource.id } },
    });
    expect(capturesAtPayPal(orderId)).toBe(0);
    expect(await purchasesOf(ann.id)).toHaveLength(1);
    // Told by PayPal, not by the reseller's browser: the audit names no one.
    expect((await auditOf('credit_order', order.id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['credit_order.create', ann.id],
      ['credit_order.complete', null],
    ]);
  });

  it('credits what the order was made for when the pack changes or is retired afterwards', async () => {
    const pack = await packOf({ credits: 100, price: '49.00' });
    const ann = await newAccountAs(server, 'reseller');
    const orderId = await orderOf(ann.browser, pack.id);
    paypal.approveOrder(orderId);
    const changed = await operator.request('PUT', `/api/admin/credit-packs/${pack.id}`, {
      credits: 200,
      price: '79.00',
    });
    expect(changed.status).toBe(200);
    expect((await capture(ann.browser, orderId)).body).toMatchObject({
      balance: 100,
      order: { credits: 100, amount: '49.00' },
    });

    const later = await stored(await orderOf(ann.browser, pack.id));
    expect(later).toMatchObject({ credits: 200, amount: '79.00' });
    paypal.approveOrder(later.providerOrderId);
    await operator.request('PUT', `/api/admin/credit-packs/${pack.id}`, { ...changed.body, active: false });
    // Retired: no new order, but the one already approved is still paid for what it was made for.
    expect(await ann.browser.post('/api/admin/credit-orders', { pack_id: pack.id })).toMatchObject({
      status: 404,
      body: { code: 'credit_pack_not_found' },
    });
    expect((await capture(ann.browser, later.providerOrderId)).body).toMatchObject({
      balance: 300,
      order: { credits: 200, amount: '79.00' },
    });
  });

  it('does not credit a payment of another amount, currency or order', async () => {
    const pack = await packOf({ credits: 30, price: '15.00' });
    const ann = await newAccountAs(server, 'reseller');

    // PayPal took another amount than the order was made for (as if the order had changed on the way).
    const orderId = await orderOf(ann.browser, pack.id);
    paypal.approveOrder(orderId);
    await server.database.db
      .update(creditOrders)
      .set({ amount: '1.00' })
      .where(eq(creditOrders.providerOrderId, orderId));
    expect(await capture(ann.browser, orderId)).toMatchObject({
      status: 409,
      body: { code: 'payment_not_completed' },
    });
    expect((await stored(orderId)).status).toBe('failed');

    // Notifications that do not match the order they name are acknowledged and ignored.
    const other = await stored(await orderOf(ann.browser, pack.id));
    const mismatches = [
      { id: 'CAP-AMOUNT', amount: { currency_code: 'EUR', value: '0.01' } },
      { id: 'CAP-CURRENCY', amount: { currency_code: 'USD', value: '15.00' } },
      { id: 'CAP-CUSTOM', custom_id: '6f1c1bd4-8f8a-4a56-9d0c-0e5c1f8f2a11' },
      { id: 'CAP-PENDING', status: 'PENDING' },
    ];
    for (const resource of mismatches) {
      expect((await deliver(captureEvent(other, resource.id, resource))).status).toBe(200);
    }
    expect((await stored(other.providerOrderId)).status).toBe('pending');
    expect(await purchasesOf(ann.id)).toEqual([]);
    expect(await balanceOf(ann.browser)).toBe(0);
  });

  it('keeps each reseller’s purchases to itself', async () => {
    const pack = await packOf({ credits: 20, price: '9.00' });
    const ann = await newAccountAs(server, 'reseller');
    const bob = await newAccountAs(server, 'reseller');
    const orderId = await orderOf(ann.browser, pack.id);
    paypal.approveOrder(orderId);
    const order = await stored(orderId);

    expect(await capture(bob.browser, orderId)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(capturesAtPayPal(orderId)).toBe(0);
    expect((await bob.browser.get(`/api/admin/credit-orders/${order.id}`)).status).toBe(404);
    // An unpaid purchase is not listed, even to its reseller.
    expect((await ann.browser.get('/api/admin/credit-orders')).body).toEqual([]);

    expect((await capture(ann.browser, orderId)).status).toBe(200);
    expect(await capture(bob.browser, orderId)).toMatchObject({ status: 404 });
    const annList = await ann.browser.get('/api/admin/credit-orders');
    expect(idsOf(annList.body)).toEqual([order.id]);
    expect(annList.headers.get('content-range')).toBe('credit-orders 0-0/1');
    expect((await ann.browser.get(`/api/admin/credit-orders/${order.id}`)).body).toMatchObject({
      id: order.id,
      status: 'completed',
      seller_name: 'Vela Media LLC',
    });
    // Asking for another reseller's purchases still answers one's own (none, for Bob).
    const annsFilter = encodeURIComponent(JSON.stringify({ reseller_id: ann.id }));
    expect((await bob.browser.get(`/api/admin/credit-orders?filter=${annsFilter}`)).body).toEqual([]);
    expect((await bob.browser.get(`/api/admin/credit-orders/${order.id}`)).status).toBe(404);
    expect(await purchasesOf(bob.id)).toEqual([]);

    // Operators read every reseller's, one reseller's by filter; customers none.
    expect(idsOf((await operator.get(`/api/admin/credit-orders?filter=${annsFilter}`)).body)).toEqual([
      order.id,
    ]);
    expect((await operator.get(`/api/admin/credit-orders/${order.id}`)).body).toMatchObject({
      reseller_id: ann.id,
      reseller_name: expect.any(String),
    });
    const customer = await newAccountAs(server, 'customer');
    expect((await customer.browser.get('/api/admin/credit-orders')).status).toBe(403);
    expect((await customer.browser.get(`/api/admin/credit-orders/${order.id}`)).status).toBe(403);
  });

  it('sells only to resellers in good standing, and only packs on sale', async () => {
    const pack = await packOf({ credits: 10, price: '5.00' });
    const ann = await newAccountAs(server, 'reseller');
    const ordersAtPayPal = () =>
      paypal.requests.filter((request) => request.path === '/v2/checkout/orders').length;
    const before = ordersAtPayPal();

    expect(await ann.browser.post('/api/admin/credit-orders', { pack_id: 'not-a-pack' })).toMatchObject({
      status: 400,
    });
    expect(
      await ann.browser.post('/api/admin/credit-orders', { pack_id: '2f0e8d55-86a3-4a40-a3f5-3df0a2f0b6d9' }),
    ).toMatchObject({ status: 404, body: { code: 'credit_pack_not_found' } });
    const customer = await newAccountAs(server, 'customer');
    expect((await customer.browser.post('/api/admin/credit-orders', { pack_id: pack.id })).status).toBe(403);
    expect((await operator.post('/api/admin/credit-orders', { pack_id: pack.id })).status).toBe(403);

    // A suspended reseller is refused at the door, and its credits are frozen for the store too.
    expect((await operator.post(`/api/admin/users/${ann.id}/ban`, { reason: 'Chargebacks' })).status).toBe(
      200,
    );
    expect(await ann.browser.post('/api/admin/credit-orders', { pack_id: pack.id })).toMatchObject({
      status: 401,
    });
    expect(await quoteCreditOrder(server.database.db, ann.id, pack.id)).toEqual({
      refused: 'credits_frozen',
    });
    expect(ordersAtPayPal()).toBe(before);
    const [row] = await server.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(creditOrders)
      .where(eq(creditOrders.resellerId, ann.id));
    expect(row?.count).toBe(0);
  });

  it('e-mails one receipt in the reseller’s language, with the seller, the credits, the amount and the reference', async () => {
    const pack = await packOf({ credits: 100, price: '49.00' });
    const ann = await newAccountAs(server, 'reseller');
    await server.database.db.update(users).set({ locale: 'de' }).where(eq(users.id, ann.id));
    const orderId = await orderOf(ann.browser, pack.id);
    paypal.approveOrder(orderId);
    const paid = await capture(ann.browser, orderId);
    const captureId = String((paid.body.order as unknown as CreditOrder).capture_id);
    for (let i = 0; i < 3; i++) await deliver(captureEvent(await stored(orderId), captureId));
    await capture(ann.browser, orderId);
    await server.jobs.runDue();
    await server.jobs.runDue();

    const receipts = (await outbox(server.url)).filter(
      (mail) => mail.to === ann.email && mail.text.includes(orderId),
    );
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe('Ihre Quittung von Vela Player für Credits');
    for (const fact of [
      'Gekaufte Credits: 100',
      formatMoney({ amount: '49.00', currency: 'EUR' }, 'de'),
      'Vela Media LLC',
      'Wilmington',
      `/dashboard/credit-orders/${(await stored(orderId)).id}/show`,
    ])
      expect(receipt?.text).toContain(fact);

    // The language of the dashboard it was bought from, when the order names one.
    const inFrench = await orderOf(ann.browser, pack.id, { locale: 'fr' });
    paypal.approveOrder(inFrench);
    await capture(ann.browser, inFrench);
    await server.jobs.runDue();
    const french = (await outbox(server.url)).filter(
      (mail) => mail.to === ann.email && mail.text.includes(inFrench),
    );
    expect(french.map((mail) => mail.subject)).toEqual(['Votre reçu Vela Player pour des crédits']);
  });
});

describe('credit packs bought with the payments simulator', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engines[0] as (typeof engines)[number], accountEnv);
  });
  afterAll(() => server?.stop());

  it('walks the same flow without PayPal: ordered, captured, credited once', async () => {
    const operator = await signedInDemo(server.url, 'operator');
    const pack = (await operator.post('/api/admin/credit-packs', { credits: 25, price: '12.50' }))
      .body as unknown as CreditPack;
    const { browser } = await newAccountAs(server, 'reseller');
    const ordered = await browser.post('/api/admin/credit-orders', { pack_id: pack.id, locale: 'it' });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const path = `/api/admin/credit-orders/${String(ordered.body.orderId)}/capture`;
    const first = await browser.post(path);
    expect(first).toMatchObject({
      status: 200,
      body: { balance: 25, order: { status: 'completed', credits: 25, amount: '12.50', currency: 'EUR' } },
    });
    expect(await browser.post(path)).toMatchObject({ status: 200, body: first.body });
    expect((await browser.get('/api/admin/credits')).body).toMatchObject({ balance: 25 });
    expect(idsOf((await browser.get('/api/admin/credit-orders')).body)).toHaveLength(1);
  });
});
