import { createRoute, z } from '@hono/zod-openapi';
import { listQuerySchema } from '../../../http/admin-list.ts';
import { errorResponses } from '../../../http/openapi-schemas.ts';

const tags = ['Dashboard: receipts'];

const receiptSchema = z
  .object({
    id: z.string().uuid(),
    number: z.string().describe('The short number the e-mail and the printed receipt show'),
    device_row_id: z.string().uuid(),
    deviceid: z.string(),
    plan: z.enum(['basic', 'premium']),
    amount: z.string(),
    currency: z.string(),
    reference: z.string().describe("The provider's order or subscription id"),
    provider: z.string(),
    buyer_name: z.string().nullable(),
    buyer_email: z.string().nullable(),
    created_at: z.string(),
    seller_name: z.string().describe('The seller’s legal name (`BRAND_LEGAL_ENTITY`)'),
    seller_address: z.string().describe('The seller’s address (`BRAND_ADDRESS`)'),
  })
  .openapi('Receipt');

export const filterSchema = z.object({ deviceid: z.string().trim().min(1).max(64).optional() }).strict();

export const listRoute = createRoute({
  method: 'get',
  path: '/admin/receipts',
  operationId: 'listReceipts',
  security: [{ session: [] }],
  tags,
  summary: "The caller's receipts (purchases and subscription cycles), newest first",
  description:
    'A receipt belongs to the account that held the device when it was paid; operators read every receipt. ' +
    'Filter: `deviceid` (the device id, as the TV shows it).',
  request: { query: listQuerySchema(['created_at'], { field: 'created_at', order: 'desc' }, filterSchema) },
  responses: {
    200: {
      description: 'One page; `Content-Range` gives the total',
      content: { 'application/json': { schema: z.array(receiptSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/receipts/{id}',
  operationId: 'getReceipt',
  security: [{ session: [] }],
  tags,
  summary: 'One receipt, with what the printed page shows',
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The receipt id (a UUID)' }),
    }),
  },
  responses: {
    200: { description: 'The receipt', content: { 'application/json': { schema: receiptSchema } } },
    ...errorResponses(401, 403, 404),
  },
});
