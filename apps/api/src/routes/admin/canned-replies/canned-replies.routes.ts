import { createRoute, z } from '@hono/zod-openapi';
import { type Locale, localeCodes } from '@vela/locales';
import { allowedCharacters, cannedReplySchema } from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import {
  errorResponses,
  idListFilter,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../../http/openapi-schemas.ts';
import { cannedReplySortFields } from '../../../store/canned-replies.ts';

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

export const filterSchema = z
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

export const listRoute = createRoute({
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

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/canned-replies/{id}',
  operationId: 'getCannedReply',
  security,
  tags,
  summary: 'One canned reply (operators)',
  request: { params: idParams },
  responses: { 200: json('The canned reply', replySchema), ...errorResponses(401, 403, 404) },
});

export const createReplyRoute = createRoute({
  method: 'post',
  path: '/admin/canned-replies',
  operationId: 'createCannedReply',
  security,
  tags,
  summary: 'Keeps a new canned reply (operators)',
  request: { body: jsonBody(recordSchema) },
  responses: { 201: json('Kept', replySchema), ...errorResponses(400, 401, 403) },
});

export const updateRoute = createRoute({
  method: 'put',
  path: '/admin/canned-replies/{id}',
  operationId: 'updateCannedReply',
  security,
  tags,
  summary: "Replaces a canned reply's language, title and text (operators)",
  request: { params: idParams, body: jsonBody(recordSchema) },
  responses: { 200: json('Changed', replySchema), ...errorResponses(400, 401, 403, 404) },
});

export const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/canned-replies/{id}',
  operationId: 'deleteCannedReply',
  security,
  tags,
  summary: 'Deletes a canned reply, answering what was deleted (operators)',
  request: { params: idParams },
  responses: { 200: json('Deleted', replySchema), ...errorResponses(401, 403, 404) },
});
