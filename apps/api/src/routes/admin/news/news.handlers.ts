import type { RouteHandler } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import newsAdminTexts from '@vela/locales/en/news-admin.json';
import { isNewsImageType, newsImageMaxBytes, sniffNewsImageType } from '@vela/validation';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  createNews,
  deleteNews,
  getNews,
  listNews,
  type NewsFilter,
  storeNewsImage,
  updateNews,
} from '../../../store/news.ts';
import type {
  createNewsRoute,
  deleteRoute,
  getRoute,
  listRoute,
  updateRoute,
  uploadRoute,
} from './news.routes.ts';
import { filterSchema } from './news.routes.ts';

type Env = { Variables: UserVariables };

/** The English text of one of the news screens' error codes, for the `error` of an answer. */
function newsError(code: keyof typeof newsAdminTexts.errors): ErrorBody {
  return { error: newsAdminTexts.errors[code], code };
}

function toFilter(raw: Record<string, unknown>): NewsFilter | null {
  const parsed = filterSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { q, published, id } = parsed.data;
  return {
    ...(q ? { q } : {}),
    ...(published !== undefined ? { published } : {}),
    ...(id !== undefined ? { ids: Array.isArray(id) ? id : [id] } : {}),
  };
}

const notFound = () => errorBody('not_found');

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { filter: rawFilter, ...page } = c.req.valid('query');
    const filter = toFilter(rawFilter);
    if (!filter) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listNews(db, page, filter);
    setContentRange(c, 'news', page.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const record = await getNews(db, c.req.valid('param').id);
    return record ? c.json(record, 200) : c.json(notFound(), 404);
  };
}

export function createNewsHandler(deps: AppDeps): RouteHandler<typeof createNewsRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const result = await createNews(
      db,
      c.get('user').id,
      c.req.valid('json'),
      deps.now(),
      clientAddress(c, deps.env),
    );
    if (result.outcome === 'saved') return c.json(result.record, 201);
    return c.json(newsError('slug_taken'), 409);
  };
}

export function updateHandler(deps: AppDeps): RouteHandler<typeof updateRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { id } = c.req.valid('param');
    const result = await updateNews(
      db,
      c.get('user').id,
      id,
      c.req.valid('json'),
      deps.now(),
      clientAddress(c, deps.env),
    );
    if (result.outcome === 'saved') return c.json(result.record, 200);
    if (result.outcome === 'slug_taken') return c.json(newsError('slug_taken'), 409);
    return c.json(notFound(), 404);
  };
}

export function deleteHandler(deps: AppDeps): RouteHandler<typeof deleteRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const record = await deleteNews(
      db,
      c.get('user').id,
      c.req.valid('param').id,
      clientAddress(c, deps.env),
    );
    return record ? c.json(record, 200) : c.json(notFound(), 404);
  };
}

export function uploadHandler(deps: AppDeps): RouteHandler<typeof uploadRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const declared = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (!isNewsImageType(declared)) return c.json(newsError('image_type'), 415);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength === 0) return c.json(errorBody('required'), 400);
    if (bytes.byteLength > newsImageMaxBytes) return c.json(errorBody('payload_too_large'), 413);
    if (sniffNewsImageType(bytes) !== declared) return c.json(newsError('image_type'), 415);
    const image = await storeNewsImage(
      db,
      c.get('user').id,
      { bytes, contentType: declared },
      clientAddress(c, deps.env),
    );
    return c.json(image, 201);
  };
}
