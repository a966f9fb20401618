import type { RouteHandler, z } from '@hono/zod-openapi';
import type { ClientsMassUpdateRefusal, ErrorBody } from '@vela/api-client';
import clientTexts from '@vela/locales/en/clients.json';
import { normaliseDeviceId, normaliseHost } from '@vela/validation';
import type { Context } from 'hono';
import { errorBody } from '../../../auth/auth-errors.ts';
import { isUuid } from '../../../db/uuid.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  type ClientFilter,
  type ClientScope,
  clientHostsInUse,
  clientsMassUpdateScope,
  getClient,
  listClients,
  massUpdateClientsHost,
} from '../../../store/admin-clients.ts';
import { massHostUpdateHistory, undoMassHostUpdate } from '../../../store/playlist-host-update.ts';
import type {
  getRoute,
  historyRoute,
  hostsRoute,
  listRoute,
  massUpdateRoute,
  undoRoute,
} from './clients.routes.ts';
import { filterSchema } from './clients.routes.ts';

type Env = { Variables: UserVariables };

/** The filter in stored form; a host that cannot be one matches nothing (a marker no host equals). */
function toFilter({ q, host, licence_state, id }: z.infer<typeof filterSchema>): ClientFilter {
  return {
    ...(q !== undefined ? { q } : {}),
    ...(host ? { host: normaliseHost(host) ?? '-' } : {}),
    ...(licence_state ? { licence_state } : {}),
    ...(id !== undefined ? { ids: [id].flat().flatMap((raw) => normaliseDeviceId(raw) ?? []) } : {}),
  };
}

function scopeOf(c: Context<Env>): ClientScope {
  const user = c.get('user');
  return { userId: user.id, everything: user.role === 'operator' };
}

const refusalBody = (code: ClientsMassUpdateRefusal): ErrorBody => ({
  error: clientTexts.errors[code],
  code,
});

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  return async (c) => {
    const { filter, ...page } = c.req.valid('query');
    const parsed = filterSchema.safeParse(filter);
    if (!parsed.success) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listClients(
      deps.database.db,
      scopeOf(c),
      page,
      toFilter(parsed.data),
      deps.now(),
    );
    setContentRange(c, 'clients', page.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function hostsHandler(deps: AppDeps): RouteHandler<typeof hostsRoute, Env> {
  return async (c) => c.json(await clientHostsInUse(deps.database.db, scopeOf(c)), 200);
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  return async (c) => {
    const deviceId = normaliseDeviceId(c.req.valid('param').id);
    const client = deviceId ? await getClient(deps.database.db, scopeOf(c), deviceId, deps.now()) : undefined;
    return client ? c.json(client, 200) : c.json(errorBody('not_found'), 404);
  };
}

export function massUpdateHandler(deps: AppDeps): RouteHandler<typeof massUpdateRoute, Env> {
  return async (c) => {
    const { old_host, new_host, confirm } = c.req.valid('json');
    const answer = await massUpdateClientsHost(
      deps.database.db,
      scopeOf(c),
      old_host,
      new_host,
      confirm,
      clientAddress(c, deps.env),
    );
    switch (answer.outcome) {
      case 'refused':
        return c.json(refusalBody(answer.code), 422);
      case 'preview':
        return c.json(answer.preview, 200);
      case 'applied':
        return c.json(answer.result, 200);
    }
  };
}

export function historyHandler(deps: AppDeps): RouteHandler<typeof historyRoute, Env> {
  return async (c) =>
    c.json(await massHostUpdateHistory(deps.database.db, clientsMassUpdateScope(scopeOf(c))), 200);
}

export function undoHandler(deps: AppDeps): RouteHandler<typeof undoRoute, Env> {
  return async (c) => {
    const { update_id } = c.req.valid('param');
    if (!isUuid(update_id)) return c.json(errorBody('not_found'), 404);
    const result = await undoMassHostUpdate(
      deps.database.db,
      clientsMassUpdateScope(scopeOf(c)),
      update_id,
      clientAddress(c, deps.env),
    );
    if (result.outcome === 'undone') return c.json(result.result, 200);
    if (result.outcome === 'already_undone') return c.json(errorBody('already_undone'), 409);
    return c.json(errorBody('not_found'), 404);
  };
}
