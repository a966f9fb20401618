import type { RouteHandler } from '@hono/zod-openapi';
import { normaliseHost } from '@vela/validation';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { type HostClientFilter, listHostClients } from '../../../store/host-clients.ts';
import type { listRoute } from './host-clients.routes.ts';
import { filterSchema } from './host-clients.routes.ts';

type Env = { Variables: UserVariables };

function toFilter(raw: Record<string, unknown>): HostClientFilter {
  const { host, status, q } = filterSchema.parse(raw);
  // A host that is not one matches nothing, rather than everything.
  return {
    ...(host === undefined ? {} : { host: normaliseHost(host) ?? host }),
    ...(status === undefined ? {} : { status }),
    ...(q === undefined || q.trim() === '' ? {} : { q }),
  };
}

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  return async (c) => {
    const user = c.get('user');
    const { filter, ...page } = c.req.valid('query');
    const { rows, total } = await listHostClients(
      deps.database.db,
      { userId: user.id, everything: user.role === 'operator' },
      page,
      toFilter(filter),
      deps.now(),
    );
    setContentRange(c, 'host-clients', page.offset, rows.length, total);
    return c.json(rows, 200);
  };
}
