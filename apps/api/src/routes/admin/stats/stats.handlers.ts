import type { RouteHandler } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { loadOperatorStats } from '../../../store/operator-stats.ts';
import { loadResellerStats } from '../../../store/reseller-stats.ts';
import { loadStats } from '../../../store/stats.ts';
import type { operatorStatsRoute, resellerStatsRoute, statsRoute } from './stats.routes.ts';

type Env = { Variables: UserVariables };

/** The month asked for; the current one (UTC) for what was left out. */
function periodOf(deps: AppDeps, query: { year?: number | undefined; month?: number | undefined }) {
  const today = deps.now();
  return {
    year: query.year ?? today.getUTCFullYear(),
    month: query.month ?? today.getUTCMonth() + 1,
  };
}

export function statsHandler(deps: AppDeps): RouteHandler<typeof statsRoute, Env> {
  return async (c) => {
    const user = c.get('user');
    const period = periodOf(deps, c.req.valid('query'));
    const stats = await loadStats(deps.database.db, { userId: user.id, role: user.role }, period);
    return c.json(stats, 200);
  };
}

export function operatorStatsHandler(deps: AppDeps): RouteHandler<typeof operatorStatsRoute, Env> {
  return async (c) => {
    const { currency, premium } = deps.settings.prices;
    const period = periodOf(deps, c.req.valid('query'));
    return c.json(await loadOperatorStats(deps.database.db, { currency, premium }, period), 200);
  };
}

export function resellerStatsHandler(deps: AppDeps): RouteHandler<typeof resellerStatsRoute, Env> {
  return async (c) => c.json(await loadResellerStats(deps.database.db, c.get('user').id, deps.now()), 200);
}
