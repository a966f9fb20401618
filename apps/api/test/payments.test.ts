import { createApiClient } from '@vela/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, licenceGrants } from '../src/db/schema.ts';
import { type PayPalDouble, startPayPalDouble } from './doubles/paypal-double.ts';
import { engines, postJson, registerDevice, startTestServer, type TestServer } from './harness.ts';

const planId = 'P-PREMIUM-TEST';

describe.each(engines)('payments through PayPal on $name', (engine) => {
  let paypal: PayPalDouble;
  let server: TestServer;
  let clock = new Date('2026-03-01T12:00:00Z');
  const post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    postJson(server.url, path, body ?? {}, headers);

  async function grantsOf(deviceid: string) {
    const [device] = await server.database.db.select().from(devices).where(eq(devices.deviceId, deviceid));
    if (!device) return [];
    return server.database.db.select().from(licenceGrants).where(eq(licenceGrants.deviceId, device.id));
  }

  async function deliver(event: Record<string, unknown>) {
    const rawBody = JSON.stringify(event);
    return post('/api/payments/paypal/webhook', rawBody, paypal.signWebhook(rawBody));
  }

  async function paidOrder(deviceid: string) {
    const { body } = await post('/api/payments/orders', { deviceid });
    const orderId = String(body.orderId);
    paypal.approveOrder(orderId);
    return orderId;
  }

  beforeAll(async () => {
    paypal = await startPayPalDouble();
    server = await startTestServer(
      engine,
      {
        PAYPAL_API_URL: paypal.url,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_WEBHOOK_ID: paypal.webhookId,
        PAYPAL_PLAN_ID: planId,
        PROMOTION_ENDS_AT: '2026-09-15',
      },
      { now: () => clock },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await paypal?.close();
  });

  it('tells the browser PayPal is in use, with its public client id and plan', async () => {
    const config = await createApiClient({ baseUrl: server.url }).config();
    expect(config.payments).toEqual({
      provider: 'paypal',
      clientId: paypal.clientId,
      planId,
    });
  });

  it('creates an order for the configured amount, whatever the browser sends', async () => {
    const { deviceid } = await registerDevice(server.url);
    const { status, body } = await post('/api/payments/orders', {
      deviceid,
      amount: '0.01',
      currency: 'USD',
    });
    expect(status).toBe(200);
    const created = paypal.requests.find(
      (request) => request.path === '/v2/checkout/orders' && request.method === 'POST',
    );
    expect(created?.headers['paypal-request-id']).toBeTruthy();
    expect(created?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '5.49' }, custom_id: deviceid }],
      payment_source: { paypal: { experience_context: { shipping_preference: 'NO_SHIPPING' } } },
    });
    expect(body.orderId).toEqual(expect.any(String));
    expect((await post('/api/payments/orders', { deviceid: 'AA:00:00:00:00:99' })).status).toBe(404);
  });

  it('does not grant anything for an order the buyer has not approved', async () => {
    const { deviceid } = await registerDevice(server.url);
    const { body } = await post('/api/payments/orders', { deviceid });
    expect(await post(`/api/payments/orders/${body.orderId}/capture`)).toMatchObject({
      status: 409,
      body: { code: 'payment_not_completed' },
    });
    expect(await grantsOf(deviceid)).toEqual([]);
    expect((await post('/api/payments/orders/NOT-OURS-123/capture')).status).toBe(404);
  });

  it('captures an approved order and grants Basic with the promotion month, once however often it is captured', async () => {
    const { deviceid, deviceKey } = await registerDevice(server.url);
    const orderId = await paidOrder(deviceid);
    const first = await post(`/api/payments/orders/${orderId}/capture`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      deviceid,
      licence: { plan: 'premium', lifetime_licence: true, privacy_expires_at: '2026-04-01T12:00:00.000Z' },
    });
    const again = await post(`/api/payments/orders/${orderId}/capture`);
    expect(again.body).toEqual(first.body);
    expect(await grantsOf(deviceid)).toHaveLength(1);
    const sync = await post('/api/app/sync', { deviceid, device_key: deviceKey });
    expect(sync.body.licence).toMatchObject({ lifetime_licence: true });
  });

  it('shows what a device has and refuses to sell Basic again to a device with the lifetime licence', async () => {
    const { deviceid } = await registerDevice(server.url);
    expect(await post('/api/payments/licence', { deviceid })).toMatchObject({
      status: 200,
      body: {
        deviceid,
        licence: { plan: 'trial', lifetime_licence: false, trial_expires_at: '2026-03-08T12:00:00.000Z' },
        offers: { basic: true, premium_privacy_until: '2027-03-01T12:00:00.000Z' },
      },
    });
    const firstOrder = await paidOrder(deviceid);
    const racingOrder = await paidOrder(deviceid);
    expect((await post(`/api/payments/orders/${firstOrder}/capture`)).status).toBe(200);
    const capturesBefore = paypal.requests.filter((request) => request.path.endsWith('/capture')).length;
    expect(await post(`/api/payments/orders/${racingOrder}/capture`)).toMatchObject({
      status: 409,
      body: { code: 'lifetime_licence_owned' },
    });
    expect(paypal.requests.filter((request) => request.path.endsWith('/capture'))).toHaveLength(
      capturesBefore,
    );
    expect(await post('/api/payments/orders', { deviceid })).toMatchObject({
      status: 409,
      body: { code: 'lifetime_licence_owned' },
    });
    const subscriptionId = paypal.createSubscription({ planId, customId: deviceid });
    expect((await post('/api/payments/subscriptions', { deviceid, subscriptionId })).status).toBe(200);
    expect((await post('/api/payments/orders', { deviceid })).status).toBe(409);
    expect(await post('/api/payments/licence', { deviceid })).toMatchObject({
      status: 200,
      body: {
        licence: { plan: 'premium', privacy_expires_at: '2027-04-01T12:00:00.000Z' },
        offers: { basic: false, premium_privacy_until: '2028-04-01T12:00:00.000Z' },
      },
    });
    expect(await grantsOf(deviceid)).toHaveLength(2);
    expect((await post('/api/payments/licence', { deviceid: 'AA:00:00:00:00:98' })).status).toBe(404);
    expect((await post('/api/payments/licence', { deviceid: 'nonsense' })).status).toBe(400);
  });

  it('grants once when the capture and its webhook race, and the webhook is replayed ten times', async () => {
    const { deviceid } = await registerDevice(server.url);
    const orderId = await paidOrder(deviceid);
    const captured = await post(`/api/payments/orders/${orderId}/capture`);
    expect(captured.status).toBe(200);
    const captureRequest = paypal.requests.filter((request) => request.path.endsWith('/capture')).at(-1);
    expect(captureRequest?.headers['paypal-request-id']).toBeTruthy();
    const [grant] = await grantsOf(deviceid);
    const event = {
      id: `WH-CAPTURE-${orderId}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: grant?.sourceRef,
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: '5.49' },
        custom_id: deviceid,
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await grantsOf(deviceid)).toHaveLength(1);
  });

  it('applies a capture reported only by webhook, once', async () => {
    const { deviceid } = await registerDevice(server.url);
    const { body } = await post('/api/payments/orders', { deviceid });
    const event = {
      id: 'WH-ONLY-WEBHOOK',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: 'CAPTURE-BY-WEBHOOK',
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: '5.49' },
        custom_id: deviceid,
        supplementary_data: { related_ids: { order_id: body.orderId } },
      },
    };
    for (let i = 0; i < 10; i++) expect((await deliver(event)).status).toBe(200);
    expect(await grantsOf(deviceid)).toHaveLength(1);
    const underpaid = {
      ...event,
      id: 'WH-UNDERPAID',
      resource: { ...event.resource, id: 'CAP-2', amount: { currency_code: 'EUR', value: '0.01' } },
    };
    expect((await deliver(underpaid)).status).toBe(200);
    expect(await grantsOf(deviceid)).toHaveLength(1);
  });

  it('refuses a webhook that PayPal did not sign', async () => {
    const rawBody = JSON.stringify({
      id: 'WH-FORGED',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {},
    });
    const headers = paypal.signWebhook(rawBody);
    const forged = await post('/api/payments/paypal/webhook', rawBody.replace('FORGED', 'FORGED2'), headers);
    expect(forged).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
    expect((await post('/api/payments/paypal/webhook', '{not json', headers)).status).toBe(400);
  });

  it('confirms a Premium subscription after checking plan, state and device with PayPal', async () => {
    const { deviceid } = await registerDevice(server.url);
    const other = await registerDevice(server.url);
    const wrongPlan = paypal.createSubscription({ planId: 'P-OTHER', customId: deviceid });
    expect(await post('/api/payments/subscriptions', { deviceid, subscriptionId: wrongPlan })).toMatchObject({
      status: 409,
      body: { code: 'subscription_invalid' },
    });
    const othersSubscription = paypal.createSubscription({ planId, customId: other.deviceid });
    expect(
      (await post('/api/payments/subscriptions', { deviceid, subscriptionId: othersSubscription })).status,
    ).toBe(409);
    expect(
      (await post('/api/payments/subscriptions', { deviceid, subscriptionId: 'I-UNKNOWN000000' })).status,
    ).toBe(404);

    const subscriptionId = paypal.createSubscription({ planId, customId: deviceid });
    const confirmed = await post('/api/payments/subscriptions', { deviceid, subscriptionId });
    expect(confirmed).toMatchObject({
      status: 200,
      body: {
        licence: { plan: 'premium', lifetime_licence: true, privacy_expires_at: '2027-03-01T12:00:00.000Z' },
      },
    });

    const activated = {
      id: `WH-ACTIVATED-${subscriptionId}`,
      event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
      resource: { id: subscriptionId, plan_id: planId, status: 'ACTIVE', custom_id: deviceid },
    };
    for (let i = 0; i < 10; i++) expect((await deliver(activated)).status).toBe(200);
    expect((await post('/api/payments/subscriptions', { deviceid, subscriptionId })).body).toEqual(
      confirmed.body,
    );
    expect(await grantsOf(deviceid)).toHaveLength(1);

    const sale = (id: string) => ({
      id: `WH-SALE-${id}`,
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { id, billing_agreement_id: subscriptionId, state: 'completed' },
    });
    await deliver(sale('SALE-1'));
    expect(await grantsOf(deviceid)).toHaveLength(1);
    clock = new Date('2027-02-25T12:00:00Z');
    for (let i = 0; i < 3; i++) await deliver(sale('SALE-2'));
    const renewed = await grantsOf(deviceid);
    expect(renewed).toHaveLength(2);
    expect(renewed.map((grant) => grant.privacyExpiresAt?.toISOString()).sort()).toEqual([
      '2027-03-01T12:00:00.000Z',
      '2028-03-01T12:00:00.000Z',
    ]);
    clock = new Date('2026-03-01T12:00:00Z');
  });

  it('has no simulator endpoint when PayPal is configured', async () => {
    const { deviceid } = await registerDevice(server.url);
    expect((await post('/api/payments/simulator/subscriptions', { deviceid })).status).toBe(404);
  });
});

describe('payments with the simulator', () => {
  let server: TestServer;
  const post = (path: string, body?: unknown) => postJson(server.url, path, body ?? {});

  beforeAll(async () => {
    server = await startTestServer(engines[0] as (typeof engines)[number], { PROMOTION_ENDS_AT: '' });
  });
  afterAll(() => server?.stop());

  it('says so in the configuration and walks the same server flow', async () => {
    const config = await createApiClient({ baseUrl: server.url }).config();
    expect(config.payments.provider).toBe('simulator');
    const { deviceid } = await registerDevice(server.url);
    const { body } = await post('/api/payments/orders', { deviceid });
    const captured = await post(`/api/payments/orders/${body.orderId}/capture`);
    expect(captured).toMatchObject({
      status: 200,
      body: { licence: { plan: 'basic', lifetime_licence: true } },
    });

    const { body: subscription } = await post('/api/payments/simulator/subscriptions', { deviceid });
    const premium = await post('/api/payments/subscriptions', {
      deviceid,
      subscriptionId: subscription.subscriptionId,
    });
    expect(premium).toMatchObject({
      status: 200,
      body: { licence: { plan: 'premium', privacy_active: true } },
    });
    expect(await post('/api/payments/orders', { deviceid })).toMatchObject({
      status: 409,
      body: { code: 'lifetime_licence_owned' },
    });
  });

  it('accepts no webhook', async () => {
    const response = await post('/api/payments/paypal/webhook', {
      id: 'WH-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
    });
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
  });
});
