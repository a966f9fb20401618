import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PayPalDouble, startPayPalDouble } from '../../test/doubles/paypal-double.ts';
import { createPayPalClient, type PayPalClientOptions } from './paypal-client.ts';
import { type CreateOrderInput, PaymentProviderError } from './provider.ts';

let paypal: PayPalDouble;

beforeEach(async () => {
  paypal = await startPayPalDouble();
});

afterEach(async () => {
  await paypal.close();
});

function paypalClient(overrides: Partial<PayPalClientOptions> = {}) {
  return createPayPalClient({
    apiUrl: paypal.url,
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    webhookId: paypal.webhookId,
    ...overrides,
  });
}

function orderFor(customId: string, requestId: string = crypto.randomUUID()): CreateOrderInput {
  return {
    amount: { value: '5.49', currency: 'EUR' },
    customId,
    description: 'Vela Premium for one device',
    requestId,
  };
}

function requestsTo(method: string, path: string) {
  return paypal.requests.filter((request) => request.method === method && request.path === path);
}

describe('access tokens', () => {
  it('asks for a token once with the client credentials and reuses it for later calls', async () => {
    const client = paypalClient();
    await client.createOrder(orderFor('AA:BB:CC:DD:EE:01'));
    await client.createOrder(orderFor('AA:BB:CC:DD:EE:02'));

    const tokenRequests = requestsTo('POST', '/v1/oauth2/token');
    expect(tokenRequests).toHaveLength(1);
    const credentials = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64');
    expect(tokenRequests[0]?.headers.authorization).toBe(`Basic ${credentials}`);
    expect(tokenRequests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequests[0]?.rawBody).toBe('grant_type=client_credentials');
    const bearers = new Set(requestsTo('POST', '/v2/checkout/orders').map((r) => r.headers.authorization));
    expect(bearers.size).toBe(1);
  });

  it('fetches a fresh token and retries the call once when PayPal no longer accepts the cached one', async () => {
    const client = paypalClient();
    const subscriptionId = paypal.createSubscription({ planId: 'P-PLAN', customId: 'AA:BB:CC:DD:EE:01' });
    await client.getSubscription(subscriptionId);
    paypal.expireTokens();

    await expect(client.getSubscription(subscriptionId)).resolves.toMatchObject({ status: 'ACTIVE' });
    expect(requestsTo('POST', '/v1/oauth2/token')).toHaveLength(2);
    expect(requestsTo('GET', `/v1/billing/subscriptions/${subscriptionId}`)).toHaveLength(3);
  });

  it('asks for a new token a minute before the current one expires', async () => {
    let clock = 1_000_000;
    const client = paypalClient({ now: () => clock });
    const subscriptionId = paypal.createSubscription({ planId: 'P-PLAN' });
    await client.getSubscription(subscriptionId);

    clock += (32_400 - 61) * 1000;
    await client.getSubscription(subscriptionId);
    expect(requestsTo('POST', '/v1/oauth2/token')).toHaveLength(1);

    clock += 1000;
    await client.getSubscription(subscriptionId);
    expect(requestsTo('POST', '/v1/oauth2/token')).toHaveLength(2);
  });

  it('shares one token request between calls that start together', async () => {
    const client = paypalClient();
    await Promise.all([client.createOrder(orderFor('AA:01')), client.createOrder(orderFor('AA:02'))]);
    expect(requestsTo('POST', '/v1/oauth2/token')).toHaveLength(1);
  });

  it('throws a 401 PaymentProviderError without revealing the secret when the client credentials are wrong', async () => {
    const client = paypalClient({ clientSecret: 'not-the-secret' });
    const failure = client.createOrder(orderFor('AA:BB:CC:DD:EE:01'));

    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ status: 401, providerCode: 'invalid_client' });
    await expect(failure).rejects.not.toHaveProperty('message', expect.stringContaining('not-the-secret'));
    expect(requestsTo('POST', '/v2/checkout/orders')).toHaveLength(0);
  });
});

describe('orders', () => {
  it('creates an order for immediate capture without shipping, with the amount, custom id and request id', async () => {
    const { id } = await paypalClient().createOrder(orderFor('AA:BB:CC:DD:EE:01', 'order-request-1'));

    expect(id).toMatch(/^[A-Z0-9]{17}$/);
    const [sent] = requestsTo('POST', '/v2/checkout/orders');
    expect(sent?.headers['paypal-request-id']).toBe('order-request-1');
    expect(sent?.headers.prefer).toBe('return=minimal');
    expect(sent?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { currency_code: 'EUR', value: '5.49' },
          custom_id: 'AA:BB:CC:DD:EE:01',
          description: 'Vela Premium for one device',
        },
      ],
      payment_source: {
        paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } },
      },
    });
  });

  it('gets the same order back when the same request id is sent twice', async () => {
    const client = paypalClient();
    const first = await client.createOrder(orderFor('AA:BB:CC:DD:EE:01', 'order-request-1'));
    const second = await client.createOrder(orderFor('AA:BB:CC:DD:EE:01', 'order-request-1'));
    const other = await client.createOrder(orderFor('AA:BB:CC:DD:EE:01', 'order-request-2'));

    expect(second.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('refuses to capture an order the buyer has not approved', async () => {
    const client = paypalClient();
    const { id } = await client.createOrder(orderFor('AA:BB:CC:DD:EE:01'));

    const failure = client.captureOrder(id, 'capture-1');
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ status: 422, providerCode: 'ORDER_NOT_APPROVED' });
  });

  it('captures an approved order and reports the capture id, custom id and amount', async () => {
    const client = paypalClient();
    const { id } = await client.createOrder(orderFor('AA:BB:CC:DD:EE:01'));
    paypal.approveOrder(id);

    const captured = await client.captureOrder(id, 'capture-1');

    expect(captured).toEqual({
      orderId: id,
      status: 'COMPLETED',
      captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      customId: 'AA:BB:CC:DD:EE:01',
      amount: { value: '5.49', currency: 'EUR' },
    });
    const [sent] = requestsTo('POST', `/v2/checkout/orders/${id}/capture`);
    expect(sent?.headers['paypal-request-id']).toBe('capture-1');
    expect(sent?.headers.prefer).toBe('return=representation');
    expect(sent?.body).toEqual({});
  });

  it('reports the completed order when an order is captured a second time', async () => {
    const client = paypalClient();
    const { id } = await client.createOrder(orderFor('AA:BB:CC:DD:EE:01'));
    paypal.approveOrder(id);
    const first = await client.captureOrder(id, 'capture-1');

    await expect(client.captureOrder(id, 'capture-2')).resolves.toEqual(first);
    await expect(client.captureOrder(id, 'capture-1')).resolves.toEqual(first);
    expect(requestsTo('GET', `/v2/checkout/orders/${id}`)).toHaveLength(1);
  });

  it('throws the issue PayPal names when a capture is declined', async () => {
    const client = paypalClient();
    const { id } = await client.createOrder(orderFor('AA:BB:CC:DD:EE:01'));
    paypal.approveOrder(id);
    paypal.failNextCapture(422, 'INSTRUMENT_DECLINED');

    await expect(client.captureOrder(id, 'capture-1')).rejects.toMatchObject({
      status: 422,
      providerCode: 'INSTRUMENT_DECLINED',
    });
    await expect(client.captureOrder(id, 'capture-1')).resolves.toMatchObject({ status: 'COMPLETED' });
  });

  it('throws a 404 PaymentProviderError when capturing an order PayPal does not know', async () => {
    await expect(paypalClient().captureOrder('0000000000000000X', 'capture-1')).rejects.toMatchObject({
      status: 404,
      providerCode: 'INVALID_RESOURCE_ID',
    });
  });

  it('sends a PayPal-Request-Id with every POST', async () => {
    const client = paypalClient();
    const { id } = await client.createOrder(orderFor('AA:BB:CC:DD:EE:01'));
    paypal.approveOrder(id);
    await client.captureOrder(id, 'capture-1');
    const rawBody = '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED"}';
    await client.verifyWebhook({ headers: new Headers(paypal.signWebhook(rawBody)), rawBody, event: null });

    const posts = paypal.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.path)).toEqual([
      '/v1/oauth2/token',
      '/v2/checkout/orders',
      `/v2/checkout/orders/${id}/capture`,
      '/v1/notifications/verify-webhook-signature',
    ]);
    for (const post of posts) expect(post.headers['paypal-request-id']).toBeTruthy();
  });
});

describe('subscriptions', () => {
  it('reads the status, plan and custom id of a subscription', async () => {
    const client = paypalClient();
    const subscriptionId = paypal.createSubscription({
      planId: 'P-5ML4271244454362WXNWU5NQ',
      customId: 'dev-1',
    });
    paypal.setSubscriptionStatus(subscriptionId, 'SUSPENDED');

    await expect(client.getSubscription(subscriptionId)).resolves.toEqual({
      id: subscriptionId,
      status: 'SUSPENDED',
      planId: 'P-5ML4271244454362WXNWU5NQ',
      customId: 'dev-1',
    });
  });

  it('reports a missing custom id as null', async () => {
    const subscriptionId = paypal.createSubscription({ planId: 'P-PLAN' });
    await expect(paypalClient().getSubscription(subscriptionId)).resolves.toMatchObject({ customId: null });
  });

  it('throws a 404 PaymentProviderError for a subscription PayPal does not know', async () => {
    const failure = paypalClient().getSubscription('I-UNKNOWN00000');
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });
});

describe('webhook verification', () => {
  // Spacing, an escaped character and a trailing zero that re-serialising the parsed event would all change.
  const rawBody =
    '{ "id": "WH-58D329510W468432D-8HN650336L201105X", "event_type": "PAYMENT.CAPTURE.COMPLETED",\n' +
    '  "summary": "Payment completed for \\u20ac 5.49", "resource": { "amount": { "value": 5.50 } } }';

  it('accepts a delivery whose body PayPal signed', async () => {
    const headers = new Headers(paypal.signWebhook(rawBody));
    const verified = await paypalClient().verifyWebhook({ headers, rawBody, event: JSON.parse(rawBody) });

    expect(verified).toBe(true);
    const [sent] = requestsTo('POST', '/v1/notifications/verify-webhook-signature');
    expect(sent?.body).toMatchObject({
      auth_algo: headers.get('paypal-auth-algo'),
      cert_url: headers.get('paypal-cert-url'),
      transmission_id: headers.get('paypal-transmission-id'),
      transmission_sig: headers.get('paypal-transmission-sig'),
      transmission_time: headers.get('paypal-transmission-time'),
      webhook_id: paypal.webhookId,
      webhook_event: JSON.parse(rawBody),
    });
  });

  it('rejects a delivery whose body was changed after signing', async () => {
    const headers = new Headers(paypal.signWebhook(rawBody));
    const tampered = rawBody.replace('5.50', '0.01');

    await expect(
      paypalClient().verifyWebhook({ headers, rawBody: tampered, event: JSON.parse(tampered) }),
    ).resolves.toBe(false);
  });

  it('rejects a delivery without the transmission headers without asking PayPal', async () => {
    const headers = new Headers(paypal.signWebhook(rawBody));
    headers.delete('paypal-transmission-sig');

    await expect(
      paypalClient().verifyWebhook({ headers, rawBody, event: JSON.parse(rawBody) }),
    ).resolves.toBe(false);
    expect(paypal.requests).toHaveLength(0);
  });

  it('rejects a delivery signed for another webhook', async () => {
    const headers = new Headers(paypal.signWebhook(rawBody));

    await expect(
      paypalClient({ webhookId: 'WH-SOMEONE-ELSE' }).verifyWebhook({ headers, rawBody, event: null }),
    ).resolves.toBe(false);
  });

  it('rejects a body that is not a single JSON value without asking PayPal', async () => {
    const smuggled = `${rawBody}, "webhook_id": "WH-SOMEONE-ELSE"`;
    const headers = new Headers(paypal.signWebhook(smuggled));

    await expect(paypalClient().verifyWebhook({ headers, rawBody: smuggled, event: null })).resolves.toBe(
      false,
    );
    expect(paypal.requests).toHaveLength(0);
  });
});

describe('network failures', () => {
  it('lets a failed connection surface as the fetch error, not as a PayPal answer', async () => {
    const unreachable = await startPayPalDouble();
    await unreachable.close();
    const client = paypalClient({ apiUrl: unreachable.url });

    const failure = client.getSubscription('I-ANY000000000');
    await expect(failure).rejects.toBeInstanceOf(TypeError);
    await expect(failure).rejects.not.toBeInstanceOf(PaymentProviderError);
  });
});
