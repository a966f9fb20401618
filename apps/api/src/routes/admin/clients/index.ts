import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  getHandler,
  historyHandler,
  hostsHandler,
  listHandler,
  massUpdateHandler,
  undoHandler,
} from './clients.handlers.ts';
import {
  getRoute,
  historyRoute,
  hostsRoute,
  listRoute,
  massUpdateRoute,
  undoRoute,
} from './clients.routes.ts';

/**
 * A reseller's clients (`/api/admin/clients`): resellers see the devices that hold their playlists, with
 * those playlists only; operators every reseller's; customers nothing (403 on every route). Every statement
 * carries the reach in SQL (`store/admin-clients.ts`), so another reseller's client is simply not found.
 */
export function clientRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/clients/*', async (c, next) => {
    if (c.get('user').role === 'customer') return c.json(errorBody('not_authorized'), 403);
    await next();
  });
  return router
    .openapi(listRoute, listHandler(deps))
    .openapi(hostsRoute, hostsHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(massUpdateRoute, massUpdateHandler(deps))
    .openapi(historyRoute, historyHandler(deps))
    .openapi(undoRoute, undoHandler(deps));
}
