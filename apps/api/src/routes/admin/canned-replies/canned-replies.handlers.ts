import type { RouteHandler } from '@hono/zod-openapi';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  createCannedReply,
  deleteCannedReply,
  getCannedReply,
  listCannedReplies,
  updateCannedReply,
} from '../../../store/canned-replies.ts';
import type {
  createReplyRoute,
  deleteRoute,
  getRoute,
  listRoute,
  updateRoute,
} from './canned-replies.routes.ts';
import { filterSchema } from './canned-replies.routes.ts';

type Env = { Variables: UserVariables };

const notFound = () => errorBody('not_found');

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { filter: rawFilter, ...page } = c.req.valid('query');
    const parsed = filterSchema.safeParse(rawFilter);
    if (!parsed.success) return c.json(errorBody('invalid_request'), 400);
    const { locale, q, id } = parsed.data;
    const { rows, total } = await listCannedReplies(db, page, {
      ...(locale ? { locale } : {}),
      ...(q ? { q } : {}),
      ...(id === undefined ? {} : { ids: Array.isArray(id) ? id : [id] }),
    });
    setContentRange(c, 'canned-replies', page.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const reply = await getCannedReply(db, c.req.valid('param').id);
    return reply ? c.json(reply, 200) : c.json(notFound(), 404);
  };
}

export function createReplyHandler(deps: AppDeps): RouteHandler<typeof createReplyRoute, Env> {
  const { db } = deps.database;
  return async (c) =>
    c.json(
      await createCannedReply(
        db,
        c.get('user').id,
        c.req.valid('json'),
        deps.now(),
        clientAddress(c, deps.env),
      ),
      201,
    );
}

export function updateHandler(deps: AppDeps): RouteHandler<typeof updateRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const reply = await updateCannedReply(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      c.req.valid('json'),
      deps.now(),
      clientAddress(c, deps.env),
    );
    return reply ? c.json(reply, 200) : c.json(notFound(), 404);
  };
}

export function deleteHandler(deps: AppDeps): RouteHandler<typeof deleteRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const reply = await deleteCannedReply(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      clientAddress(c, deps.env),
    );
    return reply ? c.json(reply, 200) : c.json(notFound(), 404);
  };
}
