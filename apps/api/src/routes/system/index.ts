import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { configHandler, healthHandler } from './system.handlers.ts';
import { configRoute, healthRoute, pingRoute } from './system.routes.ts';

export function systemRoutes(deps: AppDeps, simulated: boolean) {
  return createRouter()
    .openapi(healthRoute, healthHandler(deps))
    .openapi(configRoute, configHandler(deps, simulated))
    .openapi(pingRoute, (c) => c.json({ pong: true as const }, 200));
}
