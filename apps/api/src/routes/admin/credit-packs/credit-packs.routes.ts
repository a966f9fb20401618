import { createRoute, z } from '@hono/zod-openapi';
import {
  creditOrderCreateSchema,
  creditOrderFilterSchema,
  creditOrderStatuses,
  creditPackFilterSchema,
  creditPackSchema,
  providerOrderIdSchema,
} from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import {
  errorResponses,
  errorSchema,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../../http/openapi-schemas.ts';
import { creditOrderSortFields } from '../../../store/credit-orders.ts';
import { creditPackSortFields } from '../../../store/credit-packs.ts';

const tags = ['Dashboard: credits and activations'];
const session = [{ session: [] }];

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

const packSchema = z
  .object({
    id: z.string().uuid(),
    credits: z.number().int().describe('The credits a purchase of the pack brings'),
    price: z.string().describe('What the pack costs, with two decimals: "49.00"'),
    currency: z.string().describe('ISO 4217, e.g. EUR'),
    active: z
      .boolean()
      .describe('On sale: resellers see and buy active packs only; a retired pack stays for its orders'),
    created_at: z.string().describe('ISO 8601'),
    updated_at: z.string().describe('ISO 8601'),
  })
  .openapi('CreditPack');

const orderSchema = z
  .object({
    id: z.string().uuid().describe('Our id of the purchase, the receipt’s'),
    provider_order_id: z
      .string()
      .describe('The payment provider’s order id: the order reference the receipt gives'),
    reseller_id: z.string().uuid(),
    reseller_name: z.string().describe('The business name, else the full name, else the e-mail address'),
    pack_id: z.string().uuid().nullable(),
    credits: z.number().int().describe('The credits it brings: the pack’s when it was ordered'),
    amount: z.string().describe('What it charges, with two decimals: the pack’s price when it was ordered'),
    currency: z.string(),
    status: z.enum(creditOrderStatuses).describe('`completed` once paid and credited'),
    capture_id: z.string().nullable().describe('The provider’s id of the payment; null until paid'),
    created_at: z.string().describe('ISO 8601'),
    completed_at: z.string().nullable().describe('ISO 8601: when it was paid and credited'),
    seller_name: z.string().describe('The seller’s legal name (`BRAND_LEGAL_ENTITY`)'),
    seller_address: z.string().describe('The seller’s address (`BRAND_ADDRESS`)'),
  })
  .openapi('CreditOrder');

const packIdParams = idPathParams('The pack id (a UUID)');

export const listPacksRoute = createRoute({
  method: 'get',
  path: '/admin/credit-packs',
  operationId: 'listCreditPacks',
  security: session,
  tags,
  summary: 'The packs of credits: every one for operators, those on sale for resellers; fewest credits first',
  description:
    'ra-data-simple-rest conventions. `filter`: `active` (operators; resellers see active packs only) and `id` (one or a list).',
  request: {
    query: listQuerySchema(creditPackSortFields, { field: 'credits', order: 'asc' }, creditPackFilterSchema),
  },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(packSchema)),
    ...errorResponses(400, 401, 403),
  },
});

export const getPackRoute = createRoute({
  method: 'get',
  path: '/admin/credit-packs/{id}',
  operationId: 'getCreditPack',
  security: session,
  tags,
  summary: 'One pack of credits (resellers: one on sale)',
  request: { params: packIdParams },
  responses: { 200: json('The pack', packSchema), ...errorResponses(401, 403, 404) },
});

export const createPackRoute = createRoute({
  method: 'post',
  path: '/admin/credit-packs',
  operationId: 'createCreditPack',
  security: session,
  tags,
  summary: 'Operators: adds a pack of credits for resellers to buy',
  description:
    'The currency is the shop’s (`PRICE_CURRENCY`) unless given; a new pack is on sale unless `active` is false. 400 `price` for a price that is not above 0 with at most two decimals, `currency` for a currency that is not three capital letters.',
  request: { body: jsonBody(creditPackSchema) },
  responses: {
    201: json('The pack', packSchema),
    ...errorResponses(400, 401, 403, 429),
  },
});

export const updatePackRoute = createRoute({
  method: 'put',
  path: '/admin/credit-packs/{id}',
  operationId: 'updateCreditPack',
  security: session,
  tags,
  summary:
    'Operators: changes a pack of credits, or retires it (`active: false`); later orders pay the change',
  description:
    'A currency or `active` left out stays as it is. A pack is never deleted: orders already made keep the credits and the price they were made with. 400 `price` and `currency` as for a new pack.',
  request: { params: packIdParams, body: jsonBody(creditPackSchema) },
  responses: {
    200: json('The pack', packSchema),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

export const listOrdersRoute = createRoute({
  method: 'get',
  path: '/admin/credit-orders',
  operationId: 'listCreditOrders',
  security: session,
  tags,
  summary: 'Purchases of credits: a reseller’s own paid ones, every reseller’s for operators; newest first',
  description:
    'ra-data-simple-rest conventions. `filter`: `status`, and for operators `reseller_id`. Each purchase is its receipt, with the seller’s name and address.',
  request: {
    query: listQuerySchema(
      creditOrderSortFields,
      { field: 'created_at', order: 'desc' },
      creditOrderFilterSchema,
    ),
  },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(orderSchema)),
    ...errorResponses(400, 401, 403),
  },
});

export const getOrderRoute = createRoute({
  method: 'get',
  path: '/admin/credit-orders/{id}',
  operationId: 'getCreditOrder',
  security: session,
  tags,
  summary: 'One purchase of credits by our id, its receipt: the caller’s own (operators: anyone’s)',
  request: { params: idPathParams('Our id of the purchase (a UUID)') },
  responses: { 200: json('The purchase', orderSchema), ...errorResponses(401, 403, 404) },
});

export const createOrderRoute = createRoute({
  method: 'post',
  path: '/admin/credit-orders',
  operationId: 'createCreditOrder',
  security: session,
  tags,
  summary: 'Resellers: starts the purchase of a pack of credits with the payment provider',
  description:
    'The amount, currency and credits are the pack’s, read by the server; the browser names only the pack. The buyer approves the answered order in the provider’s window, then the browser asks for its capture.',
  request: { body: jsonBody(creditOrderCreateSchema) },
  responses: {
    201: json(
      'The provider’s order, to be approved by the buyer',
      z.object({ orderId: z.string().describe('The provider’s order id') }).openapi('CreditOrderCreated'),
    ),
    ...errorResponses(400, 401, 429, 502),
    403: refusal(
      '`credits_frozen` while the account is suspended; `not_authorized` for anyone but a reseller',
    ),
    404: refusal('`credit_pack_not_found`: no such pack on sale (unknown or retired)'),
  },
});

export const captureOrderRoute = createRoute({
  method: 'post',
  path: '/admin/credit-orders/{orderId}/capture',
  operationId: 'captureCreditOrder',
  security: session,
  tags,
  summary: 'Resellers: takes the payment of an approved purchase of credits and adds its credits, once',
  description:
    'Only the reseller who ordered it may capture it (anyone else: 404). Capturing a purchase that was already paid, here or by the provider’s notification, answers it again without adding its credits twice.',
  request: { params: z.object({ orderId: providerOrderIdSchema }) },
  responses: {
    200: json(
      'Paid; the purchase and the balance it left',
      z
        .object({
          order: orderSchema,
          balance: z.number().int().describe('The reseller’s balance now'),
        })
        .openapi('CreditOrderCaptured'),
    ),
    ...errorResponses(400, 401, 403, 404, 429, 502),
    409: refusal(
      '`payment_not_completed`: the provider did not take the payment as ordered (not approved, declined, or another amount); no credits were added',
    ),
  },
});
