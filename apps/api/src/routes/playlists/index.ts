import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { publicWriteLimit } from '../../http/limits.ts';
import { checkHostCodeHandler, playlistHandler } from './playlists.handlers.ts';
import { checkHostCodeRoute, playlistRoute } from './playlists.routes.ts';

export function playlistRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/playlist_v3', publicWriteLimit(deps, 'playlist_v3', { perDevice: true }));
  router.use('/checkHostCode', publicWriteLimit(deps, 'checkHostCode'));
  return router
    .openapi(playlistRoute, playlistHandler(deps))
    .openapi(checkHostCodeRoute, checkHostCodeHandler(deps));
}
