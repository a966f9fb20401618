import { createRoute, z } from '@hono/zod-openapi';
import type { ErrorBody, WhitelistConflictCode } from '@vela/api-client';
import hostsTexts from '@vela/locales/en/hosts.json';
import { allowedCharacters, whitelistRecordSchema } from '@vela/validation';
import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import { isUuid } from '../../db/uuid.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import {
  type AddressTaken,
  createWhitelistEntry,
  deleteWhitelistEntry,
  getWhitelistEntry,
  listWhitelist,
  regenerateWhitelistCode,
  updateWhitelistEntry,
  type WhitelistFilter,
  type WhitelistScope,
  whitelistSortFields,
} from '../../store/whitelist.ts';

const tags = ['Dashboard: whitelist'];

const entrySchema = z
  .object({
    id: z.string().uuid(),
    host: z.string().describe('`scheme://hostname[:port]`, lower case'),
    backup_host: z.string().nullable().describe('A second address of the same form, or null'),
    code: z.number().int().describe('Six digits, chosen by the server, that clients type in My List'),
    playlists: z
      .number()
      .int()
      .describe('How many playlists use the entry: added with its code or playing from one of its addresses'),
    created_at: z.string().describe('ISO 8601'),
    updated_at: z.string().describe('ISO 8601'),
  })
  .openapi('WhitelistEntry');

const idParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The entry id (a UUID)' }),
});

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

const recordBody = jsonBody(whitelistRecordSchema);

const listRoute = createRoute({
  method: 'get',
  path: '/admin/whitelist',
  tags,
  summary: "The caller's whitelist (an operator's: every reseller's), one page",
  description:
    'ra-data-simple-rest conventions. Filters: `q` (part of the host, the backup host or the code), `id` (a list).',
  request: { query: listQuerySchema(whitelistSortFields, { field: 'created_at', order: 'desc' }) },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(entrySchema)),
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/whitelist/{id}',
  tags,
  summary: 'One whitelist entry',
  request: { params: idParams },
  responses: { 200: json('The entry', entrySchema), ...errorResponses(401, 403, 404) },
});

const createEntryRoute = createRoute({
  method: 'post',
  path: '/admin/whitelist',
  tags,
  summary: 'Adds a host, with an optional backup host, to the whitelist; the server draws its 6-digit code',
  description:
    'Both addresses follow the host rule (protocol, host name and optional port only). An address that is already the host or backup host of any entry, whoever owns it, answers 409 `host_taken` (the host) or `backup_host_taken` (the backup host).',
  request: { body: recordBody },
  responses: { 201: json('Added, with its code', entrySchema), ...errorResponses(400, 401, 403, 409) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/whitelist/{id}',
  tags,
  summary: "Replaces an entry's addresses (the whole record); its code stays",
  description:
    'The playlists added with its code follow at once: their stored host changes in the same transaction, and devices get the new addresses at their next sync. Conflicts as for create.',
  request: { params: idParams, body: recordBody },
  responses: { 200: json('Replaced', entrySchema), ...errorResponses(400, 401, 403, 404, 409) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/whitelist/{id}',
  tags,
  summary: 'Removes an entry, answering it as it was',
  description:
    'Playlists added with its code keep their current host and are no longer linked to an entry. The code stops working at once.',
  request: { params: idParams },
  responses: { 200: json('Removed', entrySchema), ...errorResponses(401, 403, 404) },
});

const regenerateRoute = createRoute({
  method: 'post',
  path: '/admin/whitelist/{id}/regenerate-code',
  tags,
  summary: 'Gives an entry a new 6-digit code',
  description:
    'The old code stops working at once for new playlists; the playlists added with it stay linked to the entry.',
  request: { params: idParams },
  responses: { 200: json('The entry with its new code', entrySchema), ...errorResponses(401, 403, 404) },
});

const filterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .refine(...allowedCharacters())
    .optional(),
  id: z.union([z.string(), z.array(z.string())]).optional(),
});

/** The filter a request asked for; ids that cannot name an entry match nothing. */
function toFilter(raw: Record<string, unknown>): WhitelistFilter | undefined {
  const parsed = filterSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { q, id } = parsed.data;
  return {
    ...(q ? { q } : {}),
    ...(id === undefined ? {} : { ids: (Array.isArray(id) ? id : [id]).filter((value) => isUuid(value)) }),
  };
}

function scopeOf(c: Context<{ Variables: UserVariables }>): WhitelistScope {
  const user = c.get('user');
  return { userId: user.id, everything: user.role === 'operator' };
}

/** Resellers keep a whitelist, operators oversee every one; a customer's role has no right to it. */
const resellersAndOperators: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  const { role } = c.get('user');
  if (role !== 'reseller' && role !== 'operator') return c.json(errorBody('not_authorized'), 403);
  await next();
};

const conflictCodes = {
  host: 'host_taken',
  backup_host: 'backup_host_taken',
} as const satisfies Record<'host' | 'backup_host', WhitelistConflictCode>;

/** 409 with the code of the field whose address another entry already has. */
function conflict({ field }: AddressTaken): ErrorBody {
  const code = conflictCodes[field];
  return { error: hostsTexts.errors[code], code };
}

/**
 * `/api/admin/whitelist`: a reseller's hosts and their codes (operators: everyone's). Every statement carries
 * the owner in its `where`, so another reseller's entry is simply not found; every change is audited in
 * its transaction.
 */
export function whitelistRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notFound = () => errorBody('not_found');
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/whitelist', resellersAndOperators);
  router.use('/admin/whitelist/*', resellersAndOperators);
  return router
    .openapi(listRoute, async (c) => {
      const { filter, ...page } = c.req.valid('query');
      const parsed = toFilter(filter);
      if (!parsed) return c.json(errorBody('invalid_request'), 400);
      const { rows, total } = await listWhitelist(db, scopeOf(c), page, parsed);
      setContentRange(c, 'whitelist', page.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(getRoute, async (c) => {
      const { id } = c.req.valid('param');
      const entry = isUuid(id) ? await getWhitelistEntry(db, scopeOf(c), id) : undefined;
      return entry ? c.json(entry, 200) : c.json(notFound(), 404);
    })
    .openapi(createEntryRoute, async (c) => {
      const result = await createWhitelistEntry(db, scopeOf(c), c.req.valid('json'));
      if (result.outcome === 'saved') return c.json(result.entry, 201);
      return c.json(conflict(result), 409);
    })
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) return c.json(notFound(), 404);
      const result = await updateWhitelistEntry(db, scopeOf(c), id, c.req.valid('json'));
      if (result.outcome === 'saved') return c.json(result.entry, 200);
      if (result.outcome === 'not_found') return c.json(notFound(), 404);
      return c.json(conflict(result), 409);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      const entry = isUuid(id) ? await deleteWhitelistEntry(db, scopeOf(c), id) : undefined;
      return entry ? c.json(entry, 200) : c.json(notFound(), 404);
    })
    .openapi(regenerateRoute, async (c) => {
      const { id } = c.req.valid('param');
      const entry = isUuid(id) ? await regenerateWhitelistCode(db, scopeOf(c), id) : undefined;
      return entry ? c.json(entry, 200) : c.json(notFound(), 404);
    });
}
