import { createRoute, z } from '@hono/zod-openapi';
import {
  basicOrderRequestSchema,
  orderRequestSchema,
  providerOrderIdSchema,
  subscriptionConfirmationSchema,
} from '@vela/validation';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import { licenceSchema } from '../../http/shared-schemas.ts';
import { payPalEnvelopeSchema } from '../../payments/paypal-events.ts';

/** What the API reads of every PayPal event, from the same rule the handler checks it with. */
const { $schema: _dialect, ...webhookEnvelope } = z.toJSONSchema(payPalEnvelopeSchema.loose(), {
  io: 'input',
}) as Record<string, unknown>;
const webhookEnvelopeDescription = { ...webhookEnvelope, type: 'object' as const };

const licenceResult = z.object({ deviceid: z.string(), licence: licenceSchema }).openapi('LicenceResult');

export const deviceLicenceRoute = createRoute({
  method: 'post',
  path: '/payments/licence',
  operationId: 'getLicenceOffer',
  security: [],
  tags: ['Payments'],
  summary: 'What a device already has, and what each plan would give it',
  description:
    'The checkout pages show it before any money moves: Basic is not sold to a device that already has the ' +
    'lifetime licence, and Premium on a Premium device extends its current year.',
  request: { body: jsonBody(orderRequestSchema) },
  responses: {
    200: {
      description: 'The licence as it is now, and what buying would change',
      content: {
        'application/json': {
          schema: z
            .object({
              deviceid: z.string(),
              licence: licenceSchema,
              offers: z.object({
                basic: z.boolean().openapi({ description: 'Whether Basic would add anything' }),
                premium_privacy_until: z
                  .string()
                  .openapi({ description: 'The Privacy Mode end date a Premium year would give' }),
              }),
            })
            .openapi('DeviceLicence'),
        },
      },
    },
    ...errorResponses(400, 404, 429),
  },
});

export const createOrderRoute = createRoute({
  method: 'post',
  path: '/payments/orders',
  operationId: 'createOrder',
  security: [],
  tags: ['Payments'],
  summary: 'Starts a Basic purchase for a device',
  description:
    'The amount and currency are the server\u2019s configuration; the browser only names the device. ' +
    'A device that already has the lifetime licence is refused (409 `lifetime_licence_owned`).',
  request: { body: jsonBody(basicOrderRequestSchema) },
  responses: {
    200: {
      description: 'The provider\u2019s order, to be approved by the buyer',
      content: { 'application/json': { schema: z.object({ orderId: z.string() }).openapi('OrderCreated') } },
    },
    ...errorResponses(400, 404, 409, 429, 502),
  },
});

export const captureOrderRoute = createRoute({
  method: 'post',
  path: '/payments/orders/{orderId}/capture',
  operationId: 'captureOrder',
  security: [],
  tags: ['Payments'],
  summary: 'Takes the payment of an approved order and grants Basic',
  request: { params: z.object({ orderId: providerOrderIdSchema }) },
  responses: {
    200: {
      description: 'Paid; the licence as it is now',
      content: { 'application/json': { schema: licenceResult } },
    },
    ...errorResponses(400, 404, 409, 429, 502),
  },
});

export const confirmSubscriptionRoute = createRoute({
  method: 'post',
  path: '/payments/subscriptions',
  operationId: 'confirmSubscription',
  security: [],
  tags: ['Payments'],
  summary: 'Confirms a Premium subscription approved by the buyer and grants Premium',
  description: 'The server fetches the subscription from the provider and checks its plan, state and device.',
  request: { body: jsonBody(subscriptionConfirmationSchema) },
  responses: {
    200: {
      description: 'Active; the licence as it is now',
      content: { 'application/json': { schema: licenceResult } },
    },
    ...errorResponses(400, 404, 409, 429, 502),
  },
});

export const simulatedSubscriptionRoute = createRoute({
  method: 'post',
  path: '/payments/simulator/subscriptions',
  operationId: 'createSimulatedSubscription',
  security: [],
  tags: ['Payments'],
  summary: 'With the payments simulator only: an approved Premium subscription for a device',
  request: { body: jsonBody(orderRequestSchema) },
  responses: {
    200: {
      description: 'A simulated subscription, ready to confirm',
      content: {
        'application/json': {
          schema: z.object({ subscriptionId: z.string() }).openapi('SimulatedSubscription'),
        },
      },
    },
    ...errorResponses(400, 404, 429),
  },
});

export const payPalWebhookRoute = createRoute({
  method: 'post',
  path: '/payments/paypal/webhook',
  operationId: 'receivePaypalWebhook',
  security: [],
  tags: ['Payments'],
  summary: 'PayPal\u2019s event notifications',
  description:
    'Verified with PayPal by the `PayPal-Transmission-*` and `PayPal-Auth-Algo` headers PayPal sends; a notification it does not confirm is refused with 400 `invalid_signature`. Each event is applied once, however often it is delivered; the types acted on are `PAYMENT.CAPTURE.COMPLETED` (of a device\u2019s order or of a reseller\u2019s purchase of credits), `PAYMENT.SALE.COMPLETED` and `BILLING.SUBSCRIPTION.*`, any other is acknowledged and ignored.',
  request: {
    // Described, not validated here: the handler reads the raw body, which PayPal's signature covers.
    body: {
      required: true,
      content: { 'application/json': { schema: webhookEnvelopeDescription } },
    },
  },
  responses: {
    200: {
      description: 'Handled',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } },
    },
    ...errorResponses(400, 429, 502),
  },
});
