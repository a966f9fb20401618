import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { configHandler, healthHandler, metricsHandler, readyHandler } from './system.handlers.ts';
import { configRoute, healthRoute, metricsRoute, pingRoute, readyRoute } from './system.routes.ts';

export function systemRoutes(deps: AppDeps, simulated: boolean) {
  return createRouter()
    .openapi(healthRoute, healthHandler(deps))
    .openapi(configRoute, configHandler(deps, simulated))
    .openapi(pingRoute, (c) => c.json({ pong: true as const }, 200))
    .openapi(readyRoute, readyHandler(deps))
    .openapi(metricsRoute, metricsHandler(deps));
}
