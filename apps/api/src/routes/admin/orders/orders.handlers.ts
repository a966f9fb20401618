import type { RouteHandler } from '@hono/zod-openapi';
import { orderFilterSchema } from '@vela/validation';
import { errorBody } from '../../../auth/auth-errors.ts';
import { isUuid } from '../../../db/uuid.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { getCustomer } from '../../../store/customers.ts';
import { getOrder, listOrders } from '../../../store/orders.ts';
import type { customerRoute, getRoute, listRoute } from './orders.routes.ts';

type Env = { Variables: UserVariables };

/** The configured Premium price, at which a subscription's cycles are counted. */
const premium = (deps: AppDeps) => ({
  amount: deps.settings.prices.premium.toFixed(2),
  currency: deps.settings.prices.currency,
});

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  return async (c) => {
    const query = c.req.valid('query');
    const filter = orderFilterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listOrders(deps.database.db, query, filter.data, premium(deps));
    setContentRange(c, 'orders', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  return async (c) => {
    const { id } = c.req.valid('param');
    const order = isUuid(id) ? await getOrder(deps.database.db, id, premium(deps)) : undefined;
    return order ? c.json(order, 200) : c.json(errorBody('not_found'), 404);
  };
}

export function customerHandler(deps: AppDeps): RouteHandler<typeof customerRoute, Env> {
  return async (c) => {
    const { id } = c.req.valid('param');
    const customer = isUuid(id)
      ? await getCustomer(deps.database.db, c.get('user').id, id, premium(deps), deps.now())
      : undefined;
    return customer ? c.json(customer, 200) : c.json(errorBody('not_found'), 404);
  };
}
