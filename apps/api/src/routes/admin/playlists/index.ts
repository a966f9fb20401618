import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  createPlaylistHandler,
  deleteHandler,
  getHandler,
  historyHandler,
  hostsHandler,
  listHandler,
  lockHandler,
  massUpdateHandler,
  revealHandler,
  undoHandler,
  updateHandler,
} from './playlists.handlers.ts';
import {
  createPlaylistRoute,
  deleteRoute,
  getRoute,
  historyRoute,
  hostsRoute,
  listRoute,
  lockRoute,
  massUpdateRoute,
  revealRoute,
  undoRoute,
  updateRoute,
} from './playlists.routes.ts';

/**
 * The dashboard's playlists (`/api/admin/playlists`): every statement is scoped to the caller's devices in
 * SQL, so another person's playlist is simply not found. Passwords are written encrypted and read back only
 * through reveal-password, never in a record, a list or the audit log.
 */
export function adminPlaylistRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  return router
    .openapi(listRoute, listHandler(deps))
    .openapi(hostsRoute, hostsHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(createPlaylistRoute, createPlaylistHandler(deps))
    .openapi(updateRoute, updateHandler(deps))
    .openapi(deleteRoute, deleteHandler(deps))
    .openapi(lockRoute, lockHandler(deps))
    .openapi(revealRoute, revealHandler(deps))
    .openapi(massUpdateRoute, massUpdateHandler(deps))
    .openapi(historyRoute, historyHandler(deps))
    .openapi(undoRoute, undoHandler(deps));
}
