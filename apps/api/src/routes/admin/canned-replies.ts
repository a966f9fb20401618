import { createRoute, z } from '@hono/zod-openapi';
import { type Locale, localeCodes } from '@vela/locales';
import { allowedCharacters, cannedReplySchema } from '@vela/validation';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import {
  errorResponses,
  idListFilter,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import {
  cannedReplySortFields,
  createCannedReply,
  deleteCannedReply,
  getCannedReply,
  listCannedReplies,
  updateCannedReply,
} from '../../store/canned-replies.ts';

const tags = ['Dashboard: tickets'];
const security = [{ session: [] }];

const locales = localeCodes as readonly Locale[] as [Locale, ...Locale[]];
/** The rules themselves, shared with the dashboard's form, so the router's hook answers their codes. */
const recordSchema = cannedReplySchema(locales);

const replySchema = z
  .object({
    id: z.string().uuid(),
    locale: z.string().describe('One of the product’s ten languages'),
    title: z.string(),
    content: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('CannedReply');

const filterSchema = z
  .object({
    locale: z.enum(locales).optional(),
    q: z
      .string()
      .trim()
      .max(200)
      .refine(...allowedCharacters())
      .optional(),
    id: idListFilter(),
  })
  .strict();

const idParams = idPathParams('The id (a UUID)');

const listRoute = createRoute({
  method: 'get',
  path: '/admin/canned-replies',
  operationId: 'listCannedReplies',
  security,
  tags,
  summary: 'The canned replies, one page (operators)',
  description:
    'ra-data-simple-rest conventions. Filters: `locale`, `q` (part of the title or the text), `id` (a list). By title unless asked otherwise.',
  request: { query: listQuerySchema(cannedReplySortFields, { field: 'title', order: 'asc' }, filterSchema) },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(replySchema)),
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/canned-replies/{id}',
  operationId: 'getCannedReply',
  security,
  tags,
  summary: 'One canned reply (operators)',
  request: { params: idParams },
  responses: { 200: json('The canned reply', replySchema), ...errorResponses(401, 403, 404) },
});

const createReplyRoute = createRoute({
  method: 'post',
  path: '/admin/canned-replies',
  operationId: 'createCannedReply',
  security,
  tags,
  summary: 'Keeps a new canned reply (operators)',
  request: { body: jsonBody(recordSchema) },
  responses: { 201: json('Kept', replySchema), ...errorResponses(400, 401, 403) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/canned-replies/{id}',
  operationId: 'updateCannedReply',
  security,
  tags,
  summary: "Replaces a canned reply's language, title and text (operators)",
  request: { params: idParams, body: jsonBody(recordSchema) },
  responses: { 200: json('Changed', replySchema), ...errorResponses(400, 401, 403, 404) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/canned-replies/{id}',
  operationId: 'deleteCannedReply',
  security,
  tags,
  summary: 'Deletes a canned reply, answering what was deleted (operators)',
  request: { params: idParams },
  responses: { 200: json('Deleted', replySchema), ...errorResponses(401, 403, 404) },
});

/** Canned replies are the support desk's: everyone else is refused before anything is read. */
const operatorsOnly: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  if (c.get('user').role !== 'operator') return c.json(errorBody('not_authorized'), 403);
  await next();
};

/** `/api/admin/canned-replies`: the operators' canned replies, per language; every change audited. */
export function cannedReplyRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notFound = () => errorBody('not_found');
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/canned-replies', operatorsOnly);
  router.use('/admin/canned-replies/*', operatorsOnly);
  return router
    .openapi(listRoute, async (c) => {
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
    })
    .openapi(getRoute, async (c) => {
      const reply = await getCannedReply(db, c.req.valid('param').id);
      return reply ? c.json(reply, 200) : c.json(notFound(), 404);
    })
    .openapi(createReplyRoute, async (c) =>
      c.json(
        await createCannedReply(
          db,
          c.get('user').id,
          c.req.valid('json'),
          deps.now(),
          clientAddress(c, deps.env),
        ),
        201,
      ),
    )
    .openapi(updateRoute, async (c) => {
      const reply = await updateCannedReply(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
        deps.now(),
        clientAddress(c, deps.env),
      );
      return reply ? c.json(reply, 200) : c.json(notFound(), 404);
    })
    .openapi(deleteRoute, async (c) => {
      const reply = await deleteCannedReply(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        clientAddress(c, deps.env),
      );
      return reply ? c.json(reply, 200) : c.json(notFound(), 404);
    });
}
