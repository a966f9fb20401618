import type { RouteHandler } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { type HostHealthFilter, listHostHealth } from '../../../store/host-health.ts';
import type { listRoute } from './host-health.routes.ts';
import { filterSchema } from './host-health.routes.ts';

type Env = { Variables: UserVariables };

function toFilter(raw: Record<string, unknown>): HostHealthFilter {
  const { flagged } = filterSchema.parse(raw);
  return flagged === undefined ? {} : { flagged };
}

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  return async (c) => {
    const user = c.get('user');
    const { filter, ...page } = c.req.valid('query');
    const { rows, total } = await listHostHealth(
      deps.database.db,
      { userId: user.id, everything: user.role === 'operator' },
      page,
      toFilter(filter),
      deps.now(),
    );
    setContentRange(c, 'host-health', page.offset, rows.length, total);
    return c.json(rows, 200);
  };
}
