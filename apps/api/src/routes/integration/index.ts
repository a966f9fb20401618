import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import type { IntegrationVariables } from '../../http/integration-call.ts';
import { apiKeyAuth } from './api-key-auth.ts';
import {
  activateHandler,
  addPlaylistHandler,
  creditsHandler,
  deletePlaylistHandler,
  hostsHandler,
  listActivationsHandler,
  listPlaylistsHandler,
  revokeHandler,
  slotsHandler,
} from './integration.handlers.ts';
import {
  activateRoute,
  addPlaylistRoute,
  creditsRoute,
  deletePlaylistRoute,
  hostsRoute,
  listActivationsRoute,
  listPlaylistsRoute,
  revokeRoute,
  slotsRoute,
} from './integration.routes.ts';

/**
 * The resellers' integration API, `/api/integration/v1/*`: scripts of a reseller (or an operator) call it with
 * an API key from the dashboard. Every route is behind {@link apiKeyAuth} and scoped to the key owner's
 * whitelist.
 */
export function integrationRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: IntegrationVariables }>();
  router.use('/integration/*', apiKeyAuth(deps));
  return router
    .openapi(slotsRoute, slotsHandler(deps))
    .openapi(addPlaylistRoute, addPlaylistHandler(deps))
    .openapi(listPlaylistsRoute, listPlaylistsHandler(deps))
    .openapi(deletePlaylistRoute, deletePlaylistHandler(deps))
    .openapi(hostsRoute, hostsHandler(deps))
    .openapi(creditsRoute, creditsHandler(deps))
    .openapi(activateRoute, activateHandler(deps))
    .openapi(listActivationsRoute, listActivationsHandler(deps))
    .openapi(revokeRoute, revokeHandler(deps));
}
