import { createRoute, z } from '@hono/zod-openapi';
import { allowedCharacters } from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import { errorResponses, idPathParams } from '../../../http/openapi-schemas.ts';
import { auditSortFields } from '../../../store/admin-audit.ts';
import { auditEntrySchema } from '../admin-schemas.ts';

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

export const filterSchema = z
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

const listQuery = listQuerySchema(auditSortFields, { field: 'created_at', order: 'desc' }, filterSchema);

const idParams = idPathParams('The entry id (a UUID)');

export const listRoute = createRoute({
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

export const getRoute = createRoute({
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
