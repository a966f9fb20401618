import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import type { IntegrationVariables } from '../../http/integration-call.ts';
import { apiKeyAuth } from './api-key-auth.ts';
import {
  addPlaylistHandler,
  deletePlaylistHandler,
  hostsHandler,
  listPlaylistsHandler,
  slotsHandler,
} from './integration.handlers.ts';
import {
  addPlaylistRoute,
  deletePlaylistRoute,
  hostsRoute,
  listPlaylistsRoute,
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
    .openapi(hostsRoute, hostsHandler(deps));
}
