import { createRoute, z } from '@hono/zod-openapi';
import { orderFilterSchema, orderStatuses } from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import { errorResponses } from '../../../http/openapi-schemas.ts';
import { securityEventSchema } from '../../../http/shared-schemas.ts';
import { orderSortFields } from '../../../store/orders.ts';
import { auditEntrySchema, deviceSchema, ticketSchema, userSchema } from '../admin-schemas.ts';

const tags = ['Dashboard: orders and customers (operators)'];

const orderSchema = z
  .object({
    id: z.string().uuid(),
    kind: z.enum(['order', 'subscription']).describe('A Basic order paid once, or a Premium subscription'),
    provider: z.enum(['paypal', 'simulator']),
    reference: z.string().describe('The provider’s order id or subscription id'),
    capture_id: z.string().nullable().describe('The provider’s capture of a completed order'),
    plan: z.enum(['basic', 'premium']),
    amount: z.string().describe('Paid (orders) or the yearly price (subscriptions), e.g. `9.99`'),
    currency: z.string(),
    status: z.string().describe(`Lower case: ${orderStatuses.join(', ')}`),
    device_id: z.string(),
    device_name: z.string().nullable(),
    owner_id: z.string().nullable(),
    owner_email: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('AdminOrder');

const orderDetailSchema = orderSchema
  .extend({
    webhook_events: z.array(
      z
        .object({ id: z.string(), event_type: z.string(), received_at: z.string() })
        .openapi('OrderWebhookEvent'),
    ),
    grants: z.array(
      z
        .object({
          id: z.string(),
          plan: z.enum(['basic', 'premium']).nullable(),
          source: z.string(),
          source_ref: z.string(),
          lifetime: z.boolean().nullable(),
          privacy_expiry: z.string().nullable(),
          created_at: z.string(),
        })
        .openapi('OrderGrant'),
    ),
  })
  .openapi('AdminOrderDetail');

const listParam = (sample: string) =>
  z.object({
    id: z
      .string()
      .max(64)
      .openapi({ param: { name: 'id', in: 'path' }, example: sample }),
  });

export const listRoute = createRoute({
  method: 'get',
  path: '/admin/orders',
  operationId: 'listOrders',
  security: [{ session: [] }],
  tags,
  summary: 'Every order and subscription, newest first',
  description:
    'ra-data-simple-rest conventions. `filter`: `status`, `plan`, `kind`, `from` and `to` (days, both whole, ' +
    'UTC), `owner` (part of the owner’s e-mail address), `owner_id`, `device` (part of the device id or its ' +
    'name), `q` (part of the provider’s order, subscription or capture id).',
  request: {
    query: listQuerySchema(orderSortFields, { field: 'created_at', order: 'desc' }, orderFilterSchema),
  },
  responses: {
    200: {
      description: 'One page; `Content-Range` gives the total',
      content: { 'application/json': { schema: z.array(orderSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{id}',
  operationId: 'getOrder',
  security: [{ session: [] }],
  tags,
  summary: 'One order or subscription, with the provider’s notifications about it and the licence it granted',
  request: { params: listParam('0f8fad5b-d9cb-469f-a165-70867728950e') },
  responses: {
    200: { description: 'The purchase', content: { 'application/json': { schema: orderDetailSchema } } },
    ...errorResponses(401, 403, 404),
  },
});

export const customerRoute = createRoute({
  method: 'get',
  path: '/admin/customers/{id}',
  operationId: 'getCustomer',
  security: [{ session: [] }],
  tags,
  summary: 'One account as a whole: devices, purchases, tickets, security events and audit trail',
  description:
    'Each list holds the newest 50; `truncated` tells which have more (the users, devices, orders, tickets ' +
    'and audit screens list them all).',
  request: { params: listParam('0f8fad5b-d9cb-469f-a165-70867728950e') },
  responses: {
    200: {
      description: 'The customer',
      content: {
        'application/json': {
          schema: z
            .object({
              id: z.string(),
              account: userSchema,
              devices: z.array(deviceSchema),
              purchases: z.array(orderSchema),
              tickets: z.array(ticketSchema),
              security_events: z.array(securityEventSchema),
              audit: z.array(auditEntrySchema),
              truncated: z.object({
                devices: z.boolean(),
                purchases: z.boolean(),
                tickets: z.boolean(),
                security_events: z.boolean(),
                audit: z.boolean(),
              }),
            })
            .openapi('AdminCustomer'),
        },
      },
    },
    ...errorResponses(401, 403, 404),
  },
});
