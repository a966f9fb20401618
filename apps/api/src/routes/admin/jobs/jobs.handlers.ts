import type { RouteHandler } from '@hono/zod-openapi';
import { errorBody } from '../../../auth/auth-errors.ts';
import { isUuid } from '../../../db/uuid.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { listFailedJobs, retryFailedJob } from '../../../store/jobs-admin.ts';
import type { listRoute, retryRoute } from './jobs.routes.ts';
import { filterSchema } from './jobs.routes.ts';

type Env = { Variables: UserVariables };

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  return async (c) => {
    const query = c.req.valid('query');
    const filter = filterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listFailedJobs(deps.database.db, { ...query, kind: filter.data.kind });
    setContentRange(c, 'jobs', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function retryHandler(deps: AppDeps): RouteHandler<typeof retryRoute, Env> {
  return async (c) => {
    const { id } = c.req.valid('param');
    const retried =
      isUuid(id) &&
      (await retryFailedJob(
        deps.database.db,
        { id, operatorId: c.get('user').id, now: deps.now() },
        clientAddress(c, deps.env),
      ));
    if (!retried) return c.json(errorBody('not_found'), 404);
    return c.json({ id, state: 'queued' as const }, 200);
  };
}
