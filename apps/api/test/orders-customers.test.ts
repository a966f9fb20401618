import type { AdminCustomer, AdminOrder, AdminOrderDetail } from '@vela/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEnv, type Browser, signedInBrowser, signedInDemo, uniqueEmail } from './accounts.ts';
import { type PayPalDouble, startPayPalDouble } from './doubles/paypal-double.ts';
import { claimNewDevice, engines, postJson, startTestServer, type TestServer } from './harness.ts';

const planId = 'P-PREMIUM-TEST';
const ordersPath = (filter: Record<string, unknown> = {}) =>
  `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`;

describe.each(engines)('operators’ orders and customer page on $name', (engine) => {
  let paypal: PayPalDouble;
  let server: TestServer;
  let operator: Browser;
  let ann: { browser: Browser; email: string; id: string };
  let bob: { browser: Browser; email: string; id: string };
  const annDevices: { deviceid: string; orderId?: string; subscriptionId?: string }[] = [];

  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    postJson(server.url, path, body, headers);

  async function person(prefix: string) {
    const signed = await signedInBrowser(server.url, uniqueEmail(prefix));
    const id = String((await signed.browser.get('/api/admin/me')).body.id);
    return { ...signed, id };
  }

  /** A Basic order paid in the browser, then confirmed by PayPal's webhook, as in production. */
  async function buyBasicConfirmedByWebhook(deviceid: string) {
    const { body } = await post('/api/payments/orders', { deviceid });
    const orderId = String(body.orderId);
    paypal.approveOrder(orderId);
    const captured = await post(`/api/payments/orders/${orderId}/capture`, {});
    expect(captured.status).toBe(200);
    const event = JSON.stringify({
      id: `WH-${orderId}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: `CAPTURE-ELSEWHERE-${orderId}`,
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: '0.01' },
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    });
    expect((await post('/api/payments/paypal/webhook', event, paypal.signWebhook(event))).status).toBe(200);
    return orderId;
  }

  async function subscribe(deviceid: string) {
    const subscriptionId = paypal.createSubscription({ planId, customId: deviceid });
    expect((await post('/api/payments/subscriptions', { deviceid, subscriptionId })).status).toBe(200);
    return subscriptionId;
  }

  beforeAll(async () => {
    paypal = await startPayPalDouble();
    server = await startTestServer(engine, {
      ...accountEnv,
      RATE_LIMIT_PUBLIC: '0',
      RATE_LIMIT_DEVICE: '0',
      PAYPAL_API_URL: paypal.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_PLAN_ID: planId,
      PROMOTION_ENDS_AT: '',
    });
    ann = await person('ann');
    bob = await person('bob');
    operator = await signedInDemo(server.url, 'operator');

    const living = (await claimNewDevice(server.url, ann.browser)).deviceid;
    await ann.browser.request('PATCH', `/api/admin/devices/${encodeURIComponent(living)}`, {
      name: 'Living room',
    });
    annDevices.push({ deviceid: living, orderId: await buyBasicConfirmedByWebhook(living) });
    const bedroom = (await claimNewDevice(server.url, ann.browser)).deviceid;
    annDevices.push({ deviceid: bedroom, subscriptionId: await subscribe(bedroom) });
    expect(
      (await ann.browser.post('/api/admin/tickets', { subject: 'Black screen', content: 'Help' })).status,
    ).toBe(201);
    const bobs = (await claimNewDevice(server.url, bob.browser)).deviceid;
    await buyBasicConfirmedByWebhook(bobs);
  });
  afterAll(async () => {
    await server?.stop();
    await paypal?.close();
  });

  it('lets no one but operators read orders or a customer, not even their own', async () => {
    for (const { browser, id } of [ann, bob]) {
      expect((await browser.get(ordersPath())).status).toBe(403);
      expect((await browser.get(ordersPath({ owner_id: id }))).status).toBe(403);
      expect((await browser.get(`/api/admin/customers/${id}`)).status).toBe(403);
      expect((await browser.get(`/api/admin/customers/${ann.id}`)).status).toBe(403);
    }
    const [order] = (await operator.get(ordersPath({ owner_id: ann.id }))).body as unknown as AdminOrder[];
    expect((await ann.browser.get(`/api/admin/orders/${order?.id}`)).status).toBe(403);
    const reseller = await signedInDemo(server.url, 'reseller');
    expect((await reseller.get(ordersPath())).status).toBe(403);
    expect((await new (ann.browser.constructor as typeof Browser)(server.url).get(ordersPath())).status).toBe(
      401,
    );
  });

  it('lists every purchase with its reference, device, owner, plan, amount and state, filtered in SQL', async () => {
    const all = await operator.get(ordersPath());
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toMatch(/^orders 0-\d+\/\d+$/);
    const annOrders = (await operator.get(ordersPath({ owner: ann.email.toUpperCase() })))
      .body as unknown as AdminOrder[];
    expect(annOrders.map((order) => order.reference).sort()).toEqual(
      [annDevices[0]?.orderId, annDevices[1]?.subscriptionId].sort(),
    );
    expect(annOrders.find((order) => order.kind === 'order')).toMatchObject({
      provider: 'paypal',
      plan: 'basic',
      amount: '5.49',
      currency: 'EUR',
      status: 'completed',
      device_id: annDevices[0]?.deviceid,
      device_name: 'Living room',
      owner_id: ann.id,
      owner_email: ann.email,
      capture_id: expect.any(String),
    });
    expect(annOrders.find((order) => order.kind === 'subscription')).toMatchObject({
      plan: 'premium',
      status: 'active',
      device_id: annDevices[1]?.deviceid,
      owner_email: ann.email,
    });

    const ids = async (filter: Record<string, unknown>) =>
      ((await operator.get(ordersPath({ owner_id: ann.id, ...filter }))).body as unknown as AdminOrder[]).map(
        (order) => order.reference,
      );
    expect(await ids({ plan: 'premium' })).toEqual([annDevices[1]?.subscriptionId]);
    expect(await ids({ status: 'completed' })).toEqual([annDevices[0]?.orderId]);
    expect(await ids({ device: 'living' })).toEqual([annDevices[0]?.orderId]);
    expect(await ids({ device: annDevices[1]?.deviceid })).toEqual([annDevices[1]?.subscriptionId]);
    expect(await ids({ q: annDevices[0]?.orderId?.slice(2) })).toEqual([annDevices[0]?.orderId]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids({ from: today, to: today })).toHaveLength(2);
    expect(await ids({ to: '2020-01-01' })).toEqual([]);
    expect(await ids({ owner_id: bob.id, plan: 'premium' })).toEqual([]);

    expect((await operator.get(ordersPath({ status: 'paid' }))).status).toBe(400);
    expect((await operator.get(ordersPath({ from: '2026-02-31' }))).status).toBe(400);
  });

  it('shows one order with the notifications about it and the licence it granted', async () => {
    const [order] = (await operator.get(ordersPath({ owner_id: ann.id, kind: 'order' })))
      .body as unknown as AdminOrder[];
    const detail = await operator.get(`/api/admin/orders/${order?.id}`);
    expect(detail.status).toBe(200);
    const shown = detail.body as unknown as AdminOrderDetail;
    expect(shown.webhook_events).toEqual([
      {
        id: `WH-${annDevices[0]?.orderId}`,
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        received_at: expect.any(String),
      },
    ]);
    expect(shown.grants).toEqual([
      expect.objectContaining({
        plan: 'basic',
        source: 'paypal_capture',
        source_ref: order?.capture_id,
      }),
    ]);
    const [subscription] = (await operator.get(ordersPath({ owner_id: ann.id, kind: 'subscription' })))
      .body as unknown as AdminOrder[];
    const subscribed = (await operator.get(`/api/admin/orders/${subscription?.id}`))
      .body as unknown as AdminOrderDetail;
    expect(subscribed.grants).toEqual([
      expect.objectContaining({ plan: 'premium', source_ref: `${annDevices[1]?.subscriptionId}:1` }),
    ]);
    expect((await operator.get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await operator.get('/api/admin/orders/not-an-id')).status).toBe(404);
  });

  it('shows a customer whole: account, devices, purchases, tickets, security events and audit trail', async () => {
    const answer = await operator.get(`/api/admin/customers/${ann.id}`);
    expect(answer.status).toBe(200);
    const customer = answer.body as unknown as AdminCustomer;
    expect(customer.account).toMatchObject({ id: ann.id, email: ann.email, role: 'customer' });
    expect(customer.devices.map((device) => device.id).sort()).toEqual(
      annDevices.map((device) => device.deviceid).sort(),
    );
    expect(customer.devices.find((device) => device.name === 'Living room')).toBeTruthy();
    expect(customer.purchases).toHaveLength(2);
    expect(customer.tickets.map((ticket) => ticket.subject)).toEqual(['Black screen']);
    expect(customer.security_events.map((event) => event.action)).toContain('account.sign_in');
    expect(customer.audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['device.claim', 'device.rename', 'ticket.create']),
    );
    expect(customer.audit.every((entry) => entry.actor_id === ann.id)).toBe(true);
    expect(customer.truncated).toEqual({
      devices: false,
      purchases: false,
      tickets: false,
      security_events: false,
      audit: false,
    });

    // Nothing of the other customer shows.
    const bobs = (await operator.get(`/api/admin/customers/${bob.id}`)).body as unknown as AdminCustomer;
    expect(bobs.devices).toHaveLength(1);
    expect(bobs.purchases.map((order) => order.owner_email)).toEqual([bob.email]);
    expect(bobs.tickets).toEqual([]);
    expect((await operator.get('/api/admin/customers/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });
});
