import type { RouteHandler } from '@hono/zod-openapi';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import { integrationError } from '../../../http/integration-errors.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from '../../../store/api-keys.ts';
import type { createKeyRoute, getRoute, listRoute, revokeRoute } from './api-keys.routes.ts';

type Env = { Variables: UserVariables };

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listApiKeys(db, c.get('user').id, query, deps.now());
    setContentRange(c, 'api-keys', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const key = await getApiKey(db, c.get('user').id, c.req.valid('param').id, deps.now());
    return key ? c.json(key, 200) : c.json(errorBody('not_found'), 404);
  };
}

export function createKeyHandler(deps: AppDeps): RouteHandler<typeof createKeyRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const created = await createApiKey(
      db,
      c.get('user').id,
      c.req.valid('json'),
      deps.now(),
      {
        maxActive: deps.env.API_KEYS_PER_ACCOUNT,
      },
      clientAddress(c, deps.env),
    );
    if (!created.ok) return c.json(integrationError(created.code), 409);
    return c.json(created.key, 201);
  };
}

export function revokeHandler(deps: AppDeps): RouteHandler<typeof revokeRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const key = await revokeApiKey(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      deps.now(),
      clientAddress(c, deps.env),
    );
    return key ? c.json(key, 200) : c.json(errorBody('not_found'), 404);
  };
}
