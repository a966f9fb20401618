import { createRoute, z } from '@hono/zod-openapi';
import { allowedCharacters } from '@vela/validation';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { errorResponses, idPathParams } from '../../http/openapi-schemas.ts';
import { requireRole, type UserVariables } from '../../http/require-user.ts';
import { auditSortFields, getAuditEntry, listAuditEntries } from '../../store/admin-audit.ts';
import { auditEntrySchema } from './admin-schemas.ts';

const tags = ['Dashboard: audit log (operators)'];

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(...allowedCharacters());

/** A day (`2026-11-24`, the whole day) or an instant (ISO 8601 with its offset). */
const dayOrInstant = z.union([z.string().date(), z.string().datetime({ offset: true })]);

const filterSchema = z
  .object({
    actor: text(200).optional(),
    action: text(100).optional(),
    entity: text(100).optional(),
    entity_id: text(100).optional(),
    api_key_id: text(100).optional(),
    from: dayOrInstant.optional(),
    to: dayOrInstant.optional(),
  })
  .strict();

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const dayMs = 24 * 60 * 60 * 1000;

const listQuery = listQuerySchema(auditSortFields, { field: 'created_at', order: 'desc' }, filterSchema);

const idParams = idPathParams('The entry id (a UUID)');

const listRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  operationId: 'listAuditEntries',
  security: [{ session: [] }],
  tags,
  summary: 'Every write of every role and API key, newest first',
  description:
    'Filters: `actor` (part of the e-mail address, or the account id), `action`, `entity`, `entity_id`, ' +
    '`api_key_id`, `from` and `to` (a day, which counts whole, or an ISO 8601 instant). Entries are never ' +
    'changed or deleted: there is no route that writes them, and the database refuses it.',
  request: { query: listQuery },
  responses: {
    200: {
      description: 'One page; `Content-Range` gives the total',
      content: { 'application/json': { schema: z.array(auditEntrySchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/audit/{id}',
  operationId: 'getAuditEntry',
  security: [{ session: [] }],
  tags,
  summary: 'One entry, with the record before and after the change',
  request: { params: idParams },
  responses: {
    200: { description: 'The entry', content: { 'application/json': { schema: auditEntrySchema } } },
    ...errorResponses(401, 403, 404),
  },
});

/** `/api/admin/audit`: the audit log, read only, for operators only. */
export function auditRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const router = createRouter<{ Variables: UserVariables }>();
  const operatorsOnly = requireRole(['operator']);
  router.use('/admin/audit', operatorsOnly);
  router.use('/admin/audit/*', operatorsOnly);

  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const filter = filterSchema.safeParse(query.filter);
      if (!filter.success) return c.json(errorBody('invalid_request'), 400);
      const { actor, action, entity, entity_id, api_key_id, from, to } = filter.data;
      const { rows, total } = await listAuditEntries(db(), query, {
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
    })
    .openapi(getRoute, async (c) => {
      const entry = await getAuditEntry(db(), c.req.valid('param').id);
      return entry ? c.json(entry, 200) : c.json(errorBody('not_found'), 404);
    });
}
