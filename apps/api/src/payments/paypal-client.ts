import { randomUUID } from 'node:crypto';
import {
  type CapturedOrder,
  type CreateOrderInput,
  type Money,
  PaymentProviderError,
  type PaymentsProvider,
  type ProviderSubscription,
  type WebhookDelivery,
} from './provider.ts';

export interface PayPalClientOptions {
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or a test double. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook subscription whose deliveries we verify. */
  webhookId: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const requestTimeoutMs = 15_000;
const tokenRenewalMarginMs = 60_000;

const webhookHeaderNames = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

interface PayPalRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export function createPayPalClient(options: PayPalClientOptions): PaymentsProvider {
  const fetchFromPayPal = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const baseUrl = options.apiUrl.replace(/\/+$/, '');

  let cachedToken: { value: string; renewAt: number } | null = null;
  let tokenInFlight: Promise<string> | null = null;

  function send(request: PayPalRequest, authorization: string): Promise<Response> {
    return fetchFromPayPal(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: { Accept: 'application/json', ...request.headers, Authorization: authorization },
      body: request.body,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  }

  async function requestAccessToken(): Promise<string> {
    const request: PayPalRequest = {
      method: 'POST',
      path: '/v1/oauth2/token',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'PayPal-Request-Id': randomUUID(),
      },
      body: 'grant_type=client_credentials',
    };
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const answer = await readAnswer(request, await send(request, `Basic ${credentials}`));
    const accessToken = stringMember(answer, 'access_token');
    const expiresIn = member(answer, 'expires_in');
    if (accessToken === null || typeof expiresIn !== 'number') {
      throw new Error('PayPal answered the token request without an access token');
    }
    cachedToken = { value: accessToken, renewAt: now() + expiresIn * 1000 - tokenRenewalMarginMs };
    return accessToken;
  }

  function accessToken(): Promise<string> {
    if (cachedToken && now() < cachedToken.renewAt) return Promise.resolve(cachedToken.value);
    // Calls that start together share one token request instead of each fetching their own.
    tokenInFlight ??= requestAccessToken().finally(() => {
      tokenInFlight = null;
    });
    return tokenInFlight;
  }

  async function callApi(request: PayPalRequest): Promise<unknown> {
    const token = await accessToken();
    let response = await send(request, `Bearer ${token}`);
    if (response.status === 401) {
      // PayPal can revoke a token before it expires; one fresh token decides whether the credentials still work.
      await response.body?.cancel();
      if (cachedToken?.value === token) cachedToken = null;
      response = await send(request, `Bearer ${await accessToken()}`);
    }
    return readAnswer(request, response);
  }

  function postJson(path: string, body: string, headers: Record<string, string>): Promise<unknown> {
    return callApi({
      method: 'POST',
      path,
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
  }

  return {
    name: 'paypal',

    async createOrder(input: CreateOrderInput) {
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            amount: { currency_code: input.amount.currency, value: input.amount.value },
            custom_id: input.customId,
            description: input.description,
          },
        ],
        payment_source: {
          paypal: { experience_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' } },
        },
      };
      const answer = await postJson('/v2/checkout/orders', JSON.stringify(body), {
        'PayPal-Request-Id': input.requestId,
        Prefer: 'return=minimal',
      });
      const id = stringMember(answer, 'id');
      if (id === null) throw new Error('PayPal answered the order request without an order id');
      return { id };
    },

    async captureOrder(orderId: string, requestId: string) {
      const orderPath = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      try {
        const answer = await postJson(`${orderPath}/capture`, '{}', {
          'PayPal-Request-Id': requestId,
          Prefer: 'return=representation',
        });
        return toCapturedOrder(answer, orderId);
      } catch (error) {
        const alreadyCaptured =
          error instanceof PaymentProviderError &&
          error.status === 422 &&
          error.providerCode === 'ORDER_ALREADY_CAPTURED';
        if (!alreadyCaptured) throw error;
        // A retried capture (after a timeout, or a second webhook) should see the outcome of the first one.
        return toCapturedOrder(await callApi({ method: 'GET', path: orderPath }), orderId);
      }
    },

    async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
      const answer = await callApi({
        method: 'GET',
        path: `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`,
      });
      const id = stringMember(answer, 'id');
      const status = stringMember(answer, 'status');
      const planId = stringMember(answer, 'plan_id');
      if (id === null || status === null || planId === null) {
        throw new Error('PayPal answered the subscription request without its id, status or plan');
      }
      return { id, status, planId, customId: stringMember(answer, 'custom_id') };
    },

    async verifyWebhook(delivery: WebhookDelivery) {
      const transmission: Record<string, string> = {};
      for (const [field, header] of Object.entries(webhookHeaderNames)) {
        const value = delivery.headers.get(header);
        if (!value) return false;
        transmission[field] = value;
      }
      // The body is spliced in as text below, so it must be exactly one JSON value and nothing more.
      try {
        JSON.parse(delivery.rawBody);
      } catch {
        return false;
      }
      // PayPal checks the signature against the event as it serialises it in the request, so re-serialising the
      // parsed event (key order, number formats, escapes) could fail a genuine delivery.
      const envelope = JSON.stringify({ ...transmission, webhook_id: options.webhookId });
      const body = `${envelope.slice(0, -1)},"webhook_event":${delivery.rawBody}}`;
      const answer = await postJson('/v1/notifications/verify-webhook-signature', body, {
        'PayPal-Request-Id': randomUUID(),
      });
      return stringMember(answer, 'verification_status') === 'SUCCESS';
    },
  };
}

async function readAnswer(request: PayPalRequest, response: Response): Promise<unknown> {
  const parsed = parseJson(await response.text());
  if (response.ok) {
    if (!parsed)
      throw new Error(`PayPal answered ${request.method} ${request.path} with a body that is not JSON`);
    return parsed.value;
  }
  const answer = parsed?.value;
  const providerCode =
    stringMember(first(member(answer, 'details')), 'issue') ??
    stringMember(answer, 'name') ??
    stringMember(answer, 'error');
  const explanation = stringMember(answer, 'message') ?? stringMember(answer, 'error_description');
  const debugId = stringMember(answer, 'debug_id') ?? response.headers.get('paypal-debug-id');
  let message = `PayPal answered ${request.method} ${request.path} with ${response.status}`;
  if (providerCode) message += ` ${providerCode}`;
  if (explanation) message += `: ${explanation}`;
  if (debugId) message += ` (debug id ${debugId})`;
  throw new PaymentProviderError(message, response.status, providerCode);
}

function parseJson(text: string): { value: unknown } | null {
  if (text === '') return { value: null };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

function toCapturedOrder(order: unknown, requestedOrderId: string): CapturedOrder {
  const status = stringMember(order, 'status');
  if (status === null) throw new Error(`PayPal answered order ${requestedOrderId} without a status`);
  const purchaseUnit = first(member(order, 'purchase_units'));
  const capture = first(member(member(purchaseUnit, 'payments'), 'captures'));
  return {
    orderId: stringMember(order, 'id') ?? requestedOrderId,
    status,
    captureId: stringMember(capture, 'id'),
    customId: stringMember(capture, 'custom_id') ?? stringMember(purchaseUnit, 'custom_id'),
    amount: toMoney(member(capture, 'amount')),
  };
}

function toMoney(amount: unknown): Money | null {
  const value = stringMember(amount, 'value');
  const currency = stringMember(amount, 'currency_code');
  return value === null || currency === null ? null : { value, currency };
}

function member(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function stringMember(value: unknown, key: string): string | null {
  const found = member(value, key);
  return typeof found === 'string' ? found : null;
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? (value[0] as unknown) : undefined;
}
