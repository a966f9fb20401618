import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { checkHostCodeHandler, playlistHandler } from './playlists.handlers.ts';
import { checkHostCodeRoute, playlistRoute } from './playlists.routes.ts';

export function playlistRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/playlist_v3', deps.limits.byAddress('playlist_v3'));
  router.use('/checkHostCode', deps.limits.byAddress('checkHostCode'));
  return router
    .openapi(playlistRoute, playlistHandler(deps))
    .openapi(checkHostCodeRoute, checkHostCodeHandler(deps));
}
