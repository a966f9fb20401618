import type { RouteHandler } from '@hono/zod-openapi';
import { errorBody } from '../../../auth/auth-errors.ts';
import { isUuid } from '../../../db/uuid.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { sellerOf } from '../../../http/seller.ts';
import { getReceipt, listReceipts } from '../../../store/receipts.ts';
import type { getRoute, listRoute } from './receipts.routes.ts';
import { filterSchema } from './receipts.routes.ts';

type Env = { Variables: UserVariables };

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  const seller = sellerOf(deps.settings.brand);
  return async (c) => {
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
  };
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  const seller = sellerOf(deps.settings.brand);
  return async (c) => {
    const { id } = c.req.valid('param');
    const receipt = isUuid(id) ? await getReceipt(deps.database.db, c.get('user'), id) : null;
    return receipt ? c.json({ ...receipt, ...seller }, 200) : c.json(errorBody('not_found'), 404);
  };
}
