import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for PayPal's REST API over real HTTP, strict where PayPal is strict, so the client and the routes
 * that use it are tested at their HTTP boundary. Tests play the buyer (`approveOrder`) and PayPal's back office
 * (`createSubscription`, `signWebhook`, `failNextCapture`).
 */
export interface PayPalDouble {
  /** Base URL, to pass as the client's `apiUrl`. */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
  /** Every request received, oldest first, including rejected ones. */
  readonly requests: RecordedRequest[];
  /** As if the buyer approved the payment in PayPal's window. */
  approveOrder(orderId: string): void;
  /** Invalidates every access token issued so far, as PayPal may do before they expire. */
  expireTokens(): void;
  /** The next capture answers this error instead of capturing, e.g. (422, 'INSTRUMENT_DECLINED'). */
  failNextCapture(status: number, issue: string): void;
  createSubscription(subscription: { planId: string; customId?: string; status?: string }): string;
  setSubscriptionStatus(subscriptionId: string, status: string): void;
  /** The five paypal-* headers a genuine delivery of this exact body carries. */
  signWebhook(rawBody: string): Record<string, string>;
  close(): Promise<void>;
}

export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The parsed JSON body; the text itself when it is not JSON (the token request's form), null when empty. */
  body: unknown;
  rawBody: string;
}

export interface PayPalDoubleOptions {
  /** A fixed port, for a double that browser tests reach too; any free port otherwise. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
}

interface PayPalAmount {
  currency_code: string;
  value: string;
}

interface StoredOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: PayPalAmount;
  customId: string;
  description: string;
  createTime: string;
  updateTime: string;
  capture: {
    id: string;
    status: 'COMPLETED';
    amount: PayPalAmount;
    custom_id: string;
    final_capture: true;
    create_time: string;
    update_time: string;
  } | null;
}

interface StoredSubscription {
  id: string;
  planId: string;
  customId: string | undefined;
  status: string;
  createTime: string;
  updateTime: string;
}

interface Answer {
  status: number;
  body: unknown;
}

class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly answer: unknown,
  ) {
    super(`PayPal double answers ${status}`);
  }
}

const errorNames: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'AUTHENTICATION_FAILURE',
  403: 'NOT_AUTHORIZED',
  404: 'RESOURCE_NOT_FOUND',
  409: 'RESOURCE_CONFLICT',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

const errorMessages: Record<number, string> = {
  400: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  404: 'The specified resource does not exist.',
  422: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
};

const upperAlphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function paypalId(length: number): string {
  let id = '';
  for (let i = 0; i < length; i++) id += upperAlphanumerics[randomInt(upperAlphanumerics.length)];
  return id;
}

function paypalError(status: number, details: Record<string, string>[] = [], message?: string): PayPalError {
  return new PayPalError(status, {
    name: errorNames[status] ?? 'INTERNAL_SERVER_ERROR',
    message: message ?? errorMessages[status] ?? 'An internal server error occurred.',
    debug_id: randomBytes(7).toString('hex').slice(0, 13),
    details,
    links: [],
  });
}

function invalidRequest(field: string, issue: string, description: string, location = 'body'): PayPalError {
  return paypalError(400, [{ field, location, issue, description }]);
}

function notFound(): PayPalError {
  return paypalError(404, [
    { issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' },
  ]);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function startPayPalDouble(options: PayPalDoubleOptions = {}): Promise<PayPalDouble> {
  const clientId = options.clientId ?? 'paypal-double-client';
  const clientSecret = options.clientSecret ?? 'paypal-double-secret';
  const webhookId = options.webhookId ?? 'WH-TEST';
  const webhookSigningKey = randomBytes(32);

  const requests: RecordedRequest[] = [];
  const tokens = new Set<string>();
  const orders = new Map<string, StoredOrder>();
  const subscriptions = new Map<string, StoredSubscription>();
  /** Successful answers by endpoint and PayPal-Request-Id, replayed when the same request id comes again. */
  const idempotentAnswers = new Map<string, Answer>();
  let nextCaptureFailure: { status: number; issue: string } | null = null;
  let url = '';

  function transmissionSignature(transmissionId: string, transmissionTime: string, rawBody: string): string {
    return createHmac('sha256', webhookSigningKey)
      .update(`${transmissionId}|${transmissionTime}|${webhookId}|${rawBody}`)
      .digest('base64');
  }

  function orderLinks(order: StoredOrder) {
    const self = `${url}/v2/checkout/orders/${order.id}`;
    const links = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'CREATED') {
      links.push({ href: `${url}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
    }
    if (order.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
    return links;
  }

  function orderRepresentation(order: StoredOrder) {
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          reference_id: 'default',
          amount: order.amount,
          custom_id: order.customId,
          description: order.description,
          ...(order.capture && { payments: { captures: [order.capture] } }),
        },
      ],
      create_time: order.createTime,
      update_time: order.updateTime,
      links: orderLinks(order),
    };
  }

  function subscriptionRepresentation(subscription: StoredSubscription) {
    return {
      id: subscription.id,
      plan_id: subscription.planId,
      status: subscription.status,
      ...(subscription.customId !== undefined && { custom_id: subscription.customId }),
      start_time: subscription.createTime,
      create_time: subscription.createTime,
      update_time: subscription.updateTime,
      links: [{ href: `${url}/v1/billing/subscriptions/${subscription.id}`, rel: 'self', method: 'GET' }],
    };
  }

  function requireBearer(request: RecordedRequest) {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !tokens.has(match[1])) {
      throw new PayPalError(401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }
  }

  function requireJsonBody(request: RecordedRequest): unknown {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      throw paypalError(415, [], 'The requested media type is not supported.');
    }
    if (request.rawBody === '') return {};
    try {
      return JSON.parse(request.rawBody);
    } catch {
      throw invalidRequest('', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
  }

  function requireRequestId(request: RecordedRequest): string {
    const requestId = request.headers['paypal-request-id'];
    if (!requestId) {
      throw invalidRequest(
        'PayPal-Request-Id',
        'MISSING_REQUIRED_PARAMETER',
        'A required field / parameter is missing.',
        'header',
      );
    }
    return requestId;
  }

  /** Runs `answer` once per PayPal-Request-Id; a replay gets the first successful answer again. */
  function idempotent(request: RecordedRequest, answer: () => Answer): Answer {
    const key = `${request.path}\n${requireRequestId(request)}`;
    const earlier = idempotentAnswers.get(key);
    if (earlier) return earlier;
    const fresh = answer();
    idempotentAnswers.set(key, fresh);
    return fresh;
  }

  function issueToken(request: RecordedRequest): Answer {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const given = request.headers.authorization ?? '';
    const credentialsMatch =
      given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    if (!credentialsMatch) {
      throw new PayPalError(401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      throw new PayPalError(400, { error: 'invalid_request', error_description: 'Unsupported content type' });
    }
    const grantType = new URLSearchParams(request.rawBody).get('grant_type');
    if (grantType !== 'client_credentials') {
      throw new PayPalError(400, {
        error: 'unsupported_grant_type',
        error_description: grantType ? `Grant Type is not supported: ${grantType}` : 'Grant Type is NULL',
      });
    }
    const accessToken = `A21AA${randomBytes(48).toString('base64url')}`;
    tokens.add(accessToken);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: `${new Date().toISOString()}${randomBytes(16).toString('base64url')}`,
      },
    };
  }

  function createOrder(request: RecordedRequest): Answer {
    const body = requireJsonBody(request);
    return idempotent(request, () => {
      const unit = validateOrderBody(body);
      const time = new Date().toISOString();
      const order: StoredOrder = {
        id: paypalId(17),
        status: 'CREATED',
        amount: unit.amount,
        customId: unit.customId,
        description: unit.description,
        createTime: time,
        updateTime: time,
        capture: null,
      };
      orders.set(order.id, order);
      const minimal = request.headers.prefer !== 'return=representation';
      return {
        status: 201,
        body: minimal
          ? { id: order.id, status: order.status, links: orderLinks(order) }
          : orderRepresentation(order),
      };
    });
  }

  function captureOrder(request: RecordedRequest, orderId: string): Answer {
    requireJsonBody(request);
    return idempotent(request, () => {
      const order = orders.get(orderId);
      if (!order) throw notFound();
      if (nextCaptureFailure) {
        const { status, issue } = nextCaptureFailure;
        nextCaptureFailure = null;
        throw paypalError(status, [{ issue, description: `Simulated failure: ${issue}.` }]);
      }
      if (order.status === 'COMPLETED') {
        throw paypalError(422, [
          {
            issue: 'ORDER_ALREADY_CAPTURED',
            description: 'Order already captured.If intent=CAPTURE only one capture per order is allowed.',
          },
        ]);
      }
      if (order.status !== 'APPROVED') {
        throw paypalError(422, [
          {
            issue: 'ORDER_NOT_APPROVED',
            description: 'Payer has not yet approved the Order for payment.',
          },
        ]);
      }
      const time = new Date().toISOString();
      order.status = 'COMPLETED';
      order.updateTime = time;
      order.capture = {
        id: paypalId(17),
        status: 'COMPLETED',
        amount: order.amount,
        custom_id: order.customId,
        final_capture: true,
        create_time: time,
        update_time: time,
      };
      return { status: 201, body: orderRepresentation(order) };
    });
  }

  function verifyWebhookSignature(request: RecordedRequest): Answer {
    const body = requireJsonBody(request);
    if (!isObject(body) || !isObject(body.webhook_event)) {
      throw invalidRequest('/webhook_event', 'MISSING_REQUIRED_PARAMETER', 'A required field is missing.');
    }
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
    ] as const;
    const [authAlgo, certUrl, transmissionId, signature, transmissionTime] = fields.map(
      (field) => body[field],
    );
    // Like PayPal, the signature covers the event exactly as the caller wrote it into this request.
    const eventText = rawMemberText(request.rawBody, 'webhook_event');
    const verified =
      typeof authAlgo === 'string' &&
      typeof certUrl === 'string' &&
      typeof transmissionId === 'string' &&
      typeof transmissionTime === 'string' &&
      typeof signature === 'string' &&
      body.webhook_id === webhookId &&
      eventText !== null &&
      signature === transmissionSignature(transmissionId, transmissionTime, eventText);
    return { status: 200, body: { verification_status: verified ? 'SUCCESS' : 'FAILURE' } };
  }

  function route(request: RecordedRequest): Answer {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/oauth2/token') return issueToken(request);

    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const subscriptionPath = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(path);
    const known =
      (method === 'POST' && path === '/v2/checkout/orders') ||
      (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') ||
      (orderPath && method === (orderPath[2] ? 'POST' : 'GET')) ||
      (subscriptionPath && method === 'GET');
    if (!known) throw notFound();
    requireBearer(request);

    if (path === '/v2/checkout/orders') return createOrder(request);
    if (path === '/v1/notifications/verify-webhook-signature') return verifyWebhookSignature(request);
    if (orderPath?.[1]) {
      const orderId = decodeURIComponent(orderPath[1]);
      if (orderPath[2]) return captureOrder(request, orderId);
      const order = orders.get(orderId);
      if (!order) throw notFound();
      return { status: 200, body: orderRepresentation(order) };
    }
    const subscription = subscriptions.get(decodeURIComponent(subscriptionPath?.[1] ?? ''));
    if (!subscription) throw notFound();
    return { status: 200, body: subscriptionRepresentation(subscription) };
  }

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    let answer: Answer;
    try {
      const request = await recordRequest(incoming);
      requests.push(request);
      answer = route(request);
    } catch (error) {
      answer =
        error instanceof PayPalError
          ? { status: error.status, body: error.answer }
          : { status: 500, body: paypalError(500).answer };
    }
    const debugId = member(answer.body, 'debug_id');
    outgoing.writeHead(answer.status, {
      'Content-Type': 'application/json',
      'Paypal-Debug-Id': typeof debugId === 'string' ? debugId : randomBytes(7).toString('hex').slice(0, 13),
    });
    outgoing.end(JSON.stringify(answer.body));
  }

  const server = createServer((incoming, outgoing) => {
    void handle(incoming, outgoing);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function storedOrder(orderId: string): StoredOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`The PayPal double has no order ${orderId}`);
    return order;
  }

  function storedSubscription(subscriptionId: string): StoredSubscription {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`The PayPal double has no subscription ${subscriptionId}`);
    return subscription;
  }

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    requests,

    approveOrder(orderId) {
      const order = storedOrder(orderId);
      if (order.status !== 'CREATED')
        throw new Error(`Order ${orderId} is ${order.status}, not awaiting approval`);
      order.status = 'APPROVED';
      order.updateTime = new Date().toISOString();
    },

    expireTokens() {
      tokens.clear();
    },

    failNextCapture(status, issue) {
      nextCaptureFailure = { status, issue };
    },

    createSubscription({ planId, customId, status = 'ACTIVE' }) {
      const time = new Date().toISOString();
      const subscription = {
        id: `I-${paypalId(12)}`,
        planId,
        customId,
        status,
        createTime: time,
        updateTime: time,
      };
      subscriptions.set(subscription.id, subscription);
      return subscription.id;
    },

    setSubscriptionStatus(subscriptionId, status) {
      const subscription = storedSubscription(subscriptionId);
      subscription.status = status;
      subscription.updateTime = new Date().toISOString();
    },

    signWebhook(rawBody) {
      const transmissionId = randomUUID();
      const transmissionTime = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${url}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': transmissionSignature(transmissionId, transmissionTime, rawBody),
        'paypal-transmission-time': transmissionTime,
      };
    },

    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

/** The order body our client sends; anything else is a bug in the client or the route that built it. */
function validateOrderBody(body: unknown): { amount: PayPalAmount; customId: string; description: string } {
  if (!isObject(body))
    throw invalidRequest('/', 'INVALID_PARAMETER_SYNTAX', 'The body must be a JSON object.');
  if (body.intent !== 'CAPTURE') {
    throw invalidRequest('/intent', 'INVALID_PARAMETER_VALUE', 'The intent must be CAPTURE.');
  }
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length !== 1 || !isObject(units[0])) {
    throw invalidRequest('/purchase_units', 'INVALID_ARRAY_LENGTH', 'Exactly one purchase unit is expected.');
  }
  const unit = units[0];
  const amount = unit.amount;
  if (!isObject(amount)) {
    throw invalidRequest('/purchase_units/0/amount', 'MISSING_REQUIRED_PARAMETER', 'The amount is required.');
  }
  const currency = amount.currency_code;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw invalidRequest(
      '/purchase_units/0/amount/currency_code',
      'INVALID_CURRENCY_CODE',
      'The currency code must be three upper-case letters.',
    );
  }
  const value = amount.value;
  if (typeof value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) {
    throw invalidRequest(
      '/purchase_units/0/amount/value',
      'INVALID_PARAMETER_SYNTAX',
      'The value must be a decimal string with at most two places.',
    );
  }
  if (Number(value) <= 0) {
    throw invalidRequest(
      '/purchase_units/0/amount/value',
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'The amount must be more than zero.',
    );
  }
  const customId = unit.custom_id;
  if (typeof customId !== 'string' || customId.length === 0 || customId.length > 127) {
    throw invalidRequest(
      '/purchase_units/0/custom_id',
      'INVALID_STRING_LENGTH',
      'custom_id needs 1 to 127 characters.',
    );
  }
  const description = unit.description;
  if (typeof description !== 'string' || description.length === 0 || description.length > 127) {
    throw invalidRequest(
      '/purchase_units/0/description',
      'INVALID_STRING_LENGTH',
      'description needs 1 to 127 characters.',
    );
  }
  const experience = member(member(body.payment_source, 'paypal'), 'experience_context');
  const shipping = member(experience, 'shipping_preference');
  if (shipping !== 'NO_SHIPPING' && shipping !== 'GET_FROM_FILE' && shipping !== 'SET_PROVIDED_ADDRESS') {
    throw invalidRequest(
      '/payment_source/paypal/experience_context/shipping_preference',
      'INVALID_PARAMETER_VALUE',
      'The shipping preference is missing or unknown.',
    );
  }
  const userAction = member(experience, 'user_action');
  if (userAction !== 'PAY_NOW' && userAction !== 'CONTINUE') {
    throw invalidRequest(
      '/payment_source/paypal/experience_context/user_action',
      'INVALID_PARAMETER_VALUE',
      'The user action is missing or unknown.',
    );
  }
  return { amount: { currency_code: currency, value }, customId, description };
}

async function recordRequest(incoming: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString('utf8');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  let body: unknown = rawBody === '' ? null : rawBody;
  if (rawBody !== '' && headers['content-type']?.startsWith('application/json')) {
    try {
      body = JSON.parse(rawBody);
    } catch {
      // Kept as text; the endpoint answers MALFORMED_REQUEST_JSON.
    }
  }
  const path = new URL(incoming.url ?? '/', 'http://paypal.invalid').pathname;
  return { method: incoming.method ?? 'GET', path, headers, body, rawBody };
}

function member(value: unknown, key: string): unknown {
  return isObject(value) ? value[key] : undefined;
}

/** The text of a top-level member's value in a JSON object that is known to parse; the last one wins, as in JSON.parse. */
function rawMemberText(json: string, key: string): string | null {
  let found: string | null = null;
  let i = skipWhitespace(json, 0);
  if (json[i] !== '{') return null;
  i = skipWhitespace(json, i + 1);
  while (i < json.length && json[i] !== '}') {
    const keyEnd = skipValue(json, i);
    const name: unknown = JSON.parse(json.slice(i, keyEnd));
    const valueStart = skipWhitespace(json, skipWhitespace(json, keyEnd) + 1);
    const valueEnd = skipValue(json, valueStart);
    if (name === key) found = json.slice(valueStart, valueEnd);
    i = skipWhitespace(json, valueEnd);
    if (json[i] === ',') i = skipWhitespace(json, i + 1);
  }
  return found;
}

function skipWhitespace(json: string, from: number): number {
  let i = from;
  while (i < json.length && ' \t\n\r'.includes(json.charAt(i))) i++;
  return i;
}

function skipValue(json: string, from: number): number {
  let i = from;
  let depth = 0;
  do {
    const char = json[i];
    if (char === '"') {
      i++;
      while (i < json.length && json[i] !== '"') i += json[i] === '\\' ? 2 : 1;
    } else if (char === '{' || char === '[') {
      depth++;
    } else if (char === '}' || char === ']') {
      depth--;
    } else if (depth === 0) {
      while (i + 1 < json.length && !',}] \t\n\r'.includes(json.charAt(i + 1))) i++;
    }
    i++;
  } while (depth > 0 && i < json.length);
  return i;
}
