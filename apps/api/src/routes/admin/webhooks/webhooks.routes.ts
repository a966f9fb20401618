import { createRoute, z } from '@hono/zod-openapi';
import { webhookCreateSchema, webhookEventTypes, webhookUpdateSchema } from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import {
  errorResponses,
  errorSchema,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../../http/openapi-schemas.ts';
import { webhookDeliverySortFields, webhookSortFields } from '../../../store/webhooks.ts';

const webhookShape = {
  id: z.string().uuid(),
  url: z.string(),
  event_types: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  created_at: z.string().describe('ISO 8601'),
  secret_rotated_at: z.string().nullable().describe('ISO 8601; null until the secret is first rotated'),
};
const webhookSchema = z.object(webhookShape).openapi('Webhook');
const withSecretSchema = z
  .object({
    ...webhookShape,
    secret: z
      .string()
      .describe(
        'The signing secret, shown this once: `whsec_` and base64, as Standard Webhooks libraries take it; keep it where your receiver reads it',
      ),
  })
  .openapi('WebhookWithSecret');

const attemptSchema = z.object({
  at: z.string().describe('ISO 8601'),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error_kind: z
    .string()
    .nullable()
    .describe(
      'Null for a 2xx answer; `http_status` for another; `address_not_allowed`, `unreachable`, `timed_out`, `redirected`, `invalid_url` or `disabled` when no answer was read',
    ),
  manual: z.boolean().describe('A re-send asked for in the dashboard'),
});
const deliverySchema = z
  .object({
    id: z.string().uuid(),
    webhook_id: z.string().uuid(),
    event_id: z.string().uuid().describe('The `webhook-id` header of every attempt'),
    event_type: z.string(),
    state: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    last_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    last_attempt_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
    body: z.string().describe('The JSON posted, as signed'),
    attempt_log: z.array(attemptSchema).describe('The last 20 attempts, newest first'),
  })
  .openapi('WebhookDelivery');

const idParams = idPathParams('A UUID');

const tags = ['Dashboard: webhooks'];
const security = [{ session: [] }];

/**
 * The contract of `/api/admin/webhooks` and `/api/admin/webhook-deliveries`. Made per server: whether an
 * endpoint may be plain `http://` is the server's setting (`WEBHOOKS_ALLOW_HTTP`), and the bodies' rules say it.
 */
export function webhookRouteDefinitions(urlOptions: { allowHttp: boolean }) {
  const createSchema = webhookCreateSchema(urlOptions);
  const updateSchema = webhookUpdateSchema(urlOptions);

  const listRoute = createRoute({
    method: 'get',
    path: '/admin/webhooks',
    operationId: 'listWebhooks',
    security,
    tags,
    summary: "The caller's webhook endpoints; never a secret",
    request: { query: listQuerySchema(webhookSortFields, { field: 'created_at', order: 'desc' }) },
    responses: {
      200: json('One page; `Content-Range` gives the total', z.array(webhookSchema)),
      ...errorResponses(400, 401, 403),
    },
  });
  const getRoute = createRoute({
    method: 'get',
    path: '/admin/webhooks/{id}',
    operationId: 'getWebhook',
    security,
    tags,
    summary: 'One of the caller’s endpoints',
    request: { params: idParams },
    responses: { 200: json('The endpoint', webhookSchema), ...errorResponses(401, 403, 404) },
  });
  const createWebhookRoute = createRoute({
    method: 'post',
    path: '/admin/webhooks',
    operationId: 'createWebhook',
    security,
    tags,
    summary: 'Adds an endpoint; the answer holds its signing secret, this once',
    description:
      'The URL must be `https://` (plain `http://` only where the server allows it, for tests and demos); an address on a private, loopback or link-local network (written as such, or what the name resolves to) is refused with 400 `address_not_allowed` when registered, and again when each delivery is sent.',
    request: { body: jsonBody(createSchema) },
    responses: {
      201: json('Added', withSecretSchema),
      ...errorResponses(400, 401, 403),
      409: {
        description: '`webhook_limit`: the account holds as many endpoints as it may; remove one first',
        content: { 'application/json': { schema: errorSchema } },
      },
    },
  });
  const updateRoute = createRoute({
    method: 'put',
    path: '/admin/webhooks/{id}',
    operationId: 'updateWebhook',
    security,
    tags,
    summary: 'Changes an endpoint’s URL, events or enabled flag; its secret stays',
    description: 'A new URL is held to the rules of a new endpoint, `address_not_allowed` included.',
    request: { params: idParams, body: jsonBody(updateSchema) },
    responses: { 200: json('Changed', webhookSchema), ...errorResponses(400, 401, 403, 404) },
  });
  const deleteRoute = createRoute({
    method: 'delete',
    path: '/admin/webhooks/{id}',
    operationId: 'deleteWebhook',
    security,
    tags,
    summary: 'Removes an endpoint with its deliveries; nothing more is sent to it',
    request: { params: idParams },
    responses: { 200: json('Removed', webhookSchema), ...errorResponses(401, 403, 404) },
  });
  const rotateRoute = createRoute({
    method: 'post',
    path: '/admin/webhooks/{id}/rotate-secret',
    operationId: 'rotateWebhookSecret',
    security,
    tags,
    summary: 'Replaces the signing secret at once; the answer holds the new one, this once',
    request: { params: idParams },
    responses: { 200: json('Rotated', withSecretSchema), ...errorResponses(401, 403, 404) },
  });
  const testRoute = createRoute({
    method: 'post',
    path: '/admin/webhooks/{id}/test',
    operationId: 'sendWebhookTest',
    security,
    tags,
    summary: 'Sends a `webhook.test` event to the endpoint, enabled or not',
    request: { params: idParams },
    responses: { 202: json('Queued', deliverySchema), ...errorResponses(401, 403, 404) },
  });
  const deliveriesRoute = createRoute({
    method: 'get',
    path: '/admin/webhook-deliveries',
    operationId: 'listWebhookDeliveries',
    security,
    tags,
    summary: 'Deliveries to the caller’s endpoints, newest first, with their attempts',
    description: '`filter={"webhook_id":"…"}` keeps those of one endpoint.',
    request: {
      query: listQuerySchema(
        webhookDeliverySortFields,
        { field: 'created_at', order: 'desc' },
        z.object({ webhook_id: z.string().optional().describe("One endpoint's id: its deliveries only") }),
      ),
    },
    responses: {
      200: json('One page; `Content-Range` gives the total', z.array(deliverySchema)),
      ...errorResponses(400, 401, 403),
    },
  });
  const deliveryRoute = createRoute({
    method: 'get',
    path: '/admin/webhook-deliveries/{id}',
    operationId: 'getWebhookDelivery',
    security,
    tags,
    summary: 'One delivery with its attempts',
    request: { params: idParams },
    responses: { 200: json('The delivery', deliverySchema), ...errorResponses(401, 403, 404) },
  });
  const resendRoute = createRoute({
    method: 'post',
    path: '/admin/webhook-deliveries/{id}/resend',
    operationId: 'resendWebhookDelivery',
    security,
    tags,
    summary: 'Sends the delivery once more, with the same event id and body, signed with the current secret',
    request: { params: idParams },
    responses: { 202: json('Queued', deliverySchema), ...errorResponses(401, 403, 404) },
  });

  return {
    listRoute,
    getRoute,
    createWebhookRoute,
    updateRoute,
    deleteRoute,
    rotateRoute,
    testRoute,
    deliveriesRoute,
    deliveryRoute,
    resendRoute,
  };
}

export type WebhookRoutes = ReturnType<typeof webhookRouteDefinitions>;
