import type { RouteHandler } from '@hono/zod-openapi';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { getAuditEntry, listAuditEntries } from '../../../store/admin-audit.ts';
import type { getRoute, listRoute } from './audit.routes.ts';
import { filterSchema } from './audit.routes.ts';

type Env = { Variables: UserVariables };

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const dayMs = 24 * 60 * 60 * 1000;

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  return async (c) => {
    const query = c.req.valid('query');
    const filter = filterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    const { actor, action, entity, entity_id, api_key_id, from, to } = filter.data;
    const { rows, total } = await listAuditEntries(deps.database.db, query, {
      actor,
      action,
      entity,
      entityId: entity_id,
      apiKeyId: api_key_id,
      from: from === undefined ? undefined : new Date(from),
      // A day counts whole: everything before the next midnight (UTC).
      to:
        to === undefined
          ? undefined
          : isDay(to)
            ? { at: new Date(new Date(to).getTime() + dayMs), exclusive: true }
            : { at: new Date(to), exclusive: false },
    });
    setContentRange(c, 'audit', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  return async (c) => {
    const entry = await getAuditEntry(deps.database.db, c.req.valid('param').id);
    return entry ? c.json(entry, 200) : c.json(errorBody('not_found'), 404);
  };
}
