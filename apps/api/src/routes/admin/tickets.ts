import { createRoute, z } from '@hono/zod-openapi';
import { allowedCharacters, ticketFormSchema, ticketReplySchema } from '@vela/validation';
import { errorBody } from '../../auth/auth-errors.ts';
import { ticketStatuses } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import {
  closeTicket,
  createTicket,
  getTicket,
  listTicketMessages,
  listTickets,
  replyToTicket,
  ticketSortFields,
} from '../../store/tickets.ts';

const ticketSchema = z
  .object({
    id: z.string().uuid(),
    subject: z.string(),
    status: z.enum(ticketStatuses),
    created_at: z.string().describe('ISO 8601'),
    updated_at: z.string().describe('ISO 8601'),
    last_message_at: z.string().describe('ISO 8601: when the last message was written'),
  })
  .openapi('Ticket');

const messageSchema = z
  .object({
    id: z.string().uuid(),
    ticket_id: z.string().uuid(),
    from_support: z.boolean().describe('Written by support'),
    mine: z.boolean().describe('Written by the caller'),
    content: z.string(),
    created_at: z.string().describe('ISO 8601'),
  })
  .openapi('TicketMessage');

const listQuery = listQuerySchema(ticketSortFields, { field: 'last_message_at', order: 'desc' });

const filterSchema = z
  .object({
    status: z.enum(ticketStatuses).optional(),
    q: z
      .string()
      .trim()
      .max(200)
      .refine(...allowedCharacters())
      .optional(),
  })
  .strict();

const idParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The ticket id (a UUID)' }),
});

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

const tags = ['Dashboard: tickets'];

const listRoute = createRoute({
  method: 'get',
  path: '/admin/tickets',
  tags,
  summary: "The caller's tickets (operators: everyone's); filter `status` and `q` (part of the subject)",
  request: { query: listQuery },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(ticketSchema)),
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}',
  tags,
  summary: 'One ticket',
  request: { params: idParams },
  responses: { 200: json('The ticket', ticketSchema), ...errorResponses(401, 403, 404) },
});

const createTicketRoute = createRoute({
  method: 'post',
  path: '/admin/tickets',
  tags,
  summary: 'Opens a ticket with its first message',
  request: { body: jsonBody(ticketFormSchema) },
  responses: { 201: json('Submitted', ticketSchema), ...errorResponses(400, 401, 403) },
});

const closeRoute = createRoute({
  method: 'put',
  path: '/admin/tickets/{id}',
  tags,
  summary:
    'The owner closes the ticket (the only change a customer makes to it); a later reply opens it again',
  request: { params: idParams, body: jsonBody(z.object({ status: z.literal('closed') })) },
  responses: { 200: json('Closed', ticketSchema), ...errorResponses(400, 401, 403, 404) },
});

const messagesRoute = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}/messages',
  tags,
  summary: 'The conversation, oldest first',
  request: { params: idParams },
  responses: { 200: json('The messages', z.array(messageSchema)), ...errorResponses(401, 403, 404) },
});

const replyRoute = createRoute({
  method: 'post',
  path: '/admin/tickets/{id}/messages',
  tags,
  summary: "The owner writes again; the ticket waits for support's answer (`open`), also after it was closed",
  request: { params: idParams, body: jsonBody(ticketReplySchema) },
  responses: { 201: json('Sent', messageSchema), ...errorResponses(400, 401, 403, 404) },
});

/**
 * `/api/admin/tickets`: customers (and resellers) read and write their own tickets; operators read everyone's.
 * Writes here are the owner's only: support answers through `answerTicket` (src/store/tickets.ts).
 */
export function ticketRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notFound = () => errorBody('not_found');
  return createRouter<{ Variables: UserVariables }>()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const filter = filterSchema.safeParse(query.filter);
      if (!filter.success) return c.json(errorBody('invalid_request'), 400);
      const { rows, total } = await listTickets(db, c.get('user'), query, filter.data);
      setContentRange(c, 'tickets', query.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(getRoute, async (c) => {
      const ticket = await getTicket(db, c.get('user'), c.req.valid('param').id);
      return ticket ? c.json(ticket, 200) : c.json(notFound(), 404);
    })
    .openapi(createTicketRoute, async (c) => {
      const ticket = await createTicket(db, c.get('user'), c.req.valid('json'), deps.now());
      return c.json(ticket, 201);
    })
    .openapi(closeRoute, async (c) => {
      const ticket = await closeTicket(db, c.get('user'), c.req.valid('param').id, deps.now());
      return ticket ? c.json(ticket, 200) : c.json(notFound(), 404);
    })
    .openapi(messagesRoute, async (c) => {
      const messages = await listTicketMessages(db, c.get('user'), c.req.valid('param').id);
      return messages ? c.json(messages, 200) : c.json(notFound(), 404);
    })
    .openapi(replyRoute, async (c) => {
      const { content } = c.req.valid('json');
      const message = await replyToTicket(db, c.get('user'), c.req.valid('param').id, content, deps.now());
      return message ? c.json(message, 201) : c.json(notFound(), 404);
    });
}
