import { createRoute, z } from '@hono/zod-openapi';
import { errorBody } from '../../auth/auth-errors.ts';
import { isUuid } from '../../db/uuid.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { errorResponses } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import { getReceipt, listReceipts } from '../../store/receipts.ts';

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

const filterSchema = z.object({ deviceid: z.string().trim().min(1).max(64).optional() }).strict();

const listRoute = createRoute({
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

const getRoute = createRoute({
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

/** `/api/admin/receipts`: every role reads its own receipts (decision 38's receipt jobs mail them). */
export function receiptRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const seller = {
    seller_name: deps.settings.brand.legalEntity,
    seller_address: deps.settings.brand.address,
  };
  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const filter = filterSchema.safeParse(query.filter);
      if (!filter.success) return c.json(errorBody('invalid_request'), 400);
      const { rows, total } = await listReceipts(deps.database.db, c.get('user'), {
        deviceId: filter.data.deviceid,
        offset: query.offset,
        limit: query.limit,
      });
      setContentRange(c, 'receipts', query.offset, rows.length, total);
      return c.json(
        rows.map((row) => ({ ...row, ...seller })),
        200,
      );
    })
    .openapi(getRoute, async (c) => {
      const { id } = c.req.valid('param');
      const receipt = isUuid(id) ? await getReceipt(deps.database.db, c.get('user'), id) : null;
      return receipt ? c.json({ ...receipt, ...seller }, 200) : c.json(errorBody('not_found'), 404);
    });
}
