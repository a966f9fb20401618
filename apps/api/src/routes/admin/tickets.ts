import { createRoute, z } from '@hono/zod-openapi';
import {
  allowedCharacters,
  ticketFormSchema,
  ticketNoteSchema,
  ticketReplySchema,
  ticketUpdateSchema,
} from '@vela/validation';
import { errorBody } from '../../auth/auth-errors.ts';
import { ticketStatuses } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorResponses, idPathParams, jsonResponse as json, jsonBody } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import {
  addTicketNote,
  answerTicket,
  createTicket,
  getTicket,
  listTicketMessages,
  listTicketNotes,
  listTickets,
  replyToTicket,
  ticketSortFields,
  updateTicket,
} from '../../store/tickets.ts';
import { ticketAttachmentSchema, ticketSchema } from './admin-schemas.ts';

const messageSchema = z
  .object({
    id: z.string().uuid(),
    ticket_id: z.string().uuid(),
    from_support: z.boolean().describe('Written by support'),
    mine: z.boolean().describe('Written by the caller'),
    content: z.string(),
    created_at: z.string().describe('ISO 8601'),
    attachments: z.array(ticketAttachmentSchema).describe('The files attached to the message'),
  })
  .openapi('TicketMessage');

const filterSchema = z
  .object({
    status: z.enum(ticketStatuses).optional(),
    q: z
      .string()
      .trim()
      .max(200)
      .refine(...allowedCharacters())
      .optional(),
    assignee_id: z
      .union([z.enum(['mine', 'none']), z.string().uuid()])
      .optional()
      .describe("Operators only: `mine`, `none` or an operator's id"),
  })
  .strict();

const listQuery = listQuerySchema(
  ticketSortFields,
  { field: 'last_message_at', order: 'desc' },
  filterSchema,
);

const idParams = idPathParams('The ticket id (a UUID)');

const tags = ['Dashboard: tickets'];

const listRoute = createRoute({
  method: 'get',
  path: '/admin/tickets',
  operationId: 'listTickets',
  security: [{ session: [] }],
  tags,
  summary:
    "The caller's tickets (operators: everyone's, with the owner's e-mail and the assignee); filter `status`, " +
    '`q` (part of the subject; for operators also of the e-mail) and, for operators only, `assignee_id` ' +
    '(`mine`, `none` or an id; 403 for others)',
  request: { query: listQuery },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(ticketSchema)),
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}',
  operationId: 'getTicket',
  security: [{ session: [] }],
  tags,
  summary: 'One ticket',
  request: { params: idParams },
  responses: { 200: json('The ticket', ticketSchema), ...errorResponses(401, 403, 404) },
});

const createTicketRoute = createRoute({
  method: 'post',
  path: '/admin/tickets',
  operationId: 'createTicket',
  security: [{ session: [] }],
  tags,
  summary: 'Opens a ticket with its first message',
  request: { body: jsonBody(ticketFormSchema) },
  responses: { 201: json('Submitted', ticketSchema), ...errorResponses(400, 401, 403, 429) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/tickets/{id}',
  operationId: 'updateTicket',
  security: [{ session: [] }],
  tags,
  summary:
    'The owner closes the ticket (`status: closed`, the only change a customer makes to it; a later reply ' +
    'opens it again). Operators close and reopen (`status: open`) any ticket and assign it (`assignee_id`: ' +
    'an operator, or null); `assignee_id` from anyone else is 403, and any other change from a customer is 400 ' +
    '`invalid_request`',
  request: { params: idParams, body: jsonBody(ticketUpdateSchema) },
  responses: { 200: json('Changed', ticketSchema), ...errorResponses(400, 401, 403, 404) },
});

const messagesRoute = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}/messages',
  operationId: 'listTicketMessages',
  security: [{ session: [] }],
  tags,
  summary: 'The conversation, oldest first',
  request: { params: idParams },
  responses: { 200: json('The messages', z.array(messageSchema)), ...errorResponses(401, 403, 404) },
});

const replyRoute = createRoute({
  method: 'post',
  path: '/admin/tickets/{id}/messages',
  operationId: 'createTicketMessage',
  security: [{ session: [] }],
  tags,
  summary:
    "The owner writes again; the ticket waits for support's answer (`open`), also after it was closed. An " +
    "operator's message is support's answer: the ticket is `answered` and its owner gets an e-mail",
  request: { params: idParams, body: jsonBody(ticketReplySchema) },
  responses: { 201: json('Sent', messageSchema), ...errorResponses(400, 401, 403, 404, 429) },
});

const noteSchema = z
  .object({
    id: z.string().uuid(),
    ticket_id: z.string().uuid(),
    author_email: z
      .string()
      .nullable()
      .describe('The operator who wrote it; null once their account is deleted'),
    mine: z.boolean().describe('Written by the caller'),
    content: z.string(),
    created_at: z.string().describe('ISO 8601'),
  })
  .openapi('TicketNote');

const notesRoute = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}/notes',
  operationId: 'listTicketNotes',
  security: [{ session: [] }],
  tags,
  summary: "A ticket's internal notes, oldest first (operators; the ticket's owner never sees them)",
  request: { params: idParams },
  responses: { 200: json('The notes', z.array(noteSchema)), ...errorResponses(401, 403, 404) },
});

const addNoteRoute = createRoute({
  method: 'post',
  path: '/admin/tickets/{id}/notes',
  operationId: 'createTicketNote',
  security: [{ session: [] }],
  tags,
  summary: 'Writes an internal note on a ticket (operators)',
  description:
    "Kept apart from the conversation: the owner's view of the ticket, the e-mails to the owner and the owner's data export never hold a note. The ticket's status stays as it is.",
  request: { params: idParams, body: jsonBody(ticketNoteSchema) },
  responses: { 201: json('Kept', noteSchema), ...errorResponses(400, 401, 403, 404) },
});

/**
 * `/api/admin/tickets`: customers (and resellers) read and write their own tickets; operators read, assign,
 * close, reopen and answer everyone's (their messages are support's answers, through `answerTicket`).
 */
export function ticketRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notFound = () => errorBody('not_found');
  const router = createRouter<{ Variables: UserVariables }>();
  // A new ticket and a reply are counted on their own, tighter limit besides every write's.
  router.use('/admin/tickets', deps.limits.ticketMessages());
  router.use('/admin/tickets/:id/messages', deps.limits.ticketMessages());
  // Internal notes are the operators' alone; anyone else is refused before anything is read.
  router.use('/admin/tickets/:id/notes', async (c, next) => {
    if (c.get('user').role !== 'operator') return c.json(errorBody('not_authorized'), 403);
    await next();
  });
  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const filter = filterSchema.safeParse(query.filter);
      if (!filter.success) return c.json(errorBody('invalid_request'), 400);
      if (filter.data.assignee_id !== undefined && c.get('user').role !== 'operator') {
        return c.json(errorBody('not_authorized'), 403);
      }
      const { rows, total } = await listTickets(db, c.get('user'), query, filter.data);
      setContentRange(c, 'tickets', query.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(getRoute, async (c) => {
      const ticket = await getTicket(db, c.get('user'), c.req.valid('param').id);
      return ticket ? c.json(ticket, 200) : c.json(notFound(), 404);
    })
    .openapi(createTicketRoute, async (c) => {
      const ticket = await createTicket(
        db,
        c.get('user'),
        c.req.valid('json'),
        deps.now(),
        clientAddress(c, deps.env),
      );
      return c.json(ticket, 201);
    })
    .openapi(updateRoute, async (c) => {
      const result = await updateTicket(
        db,
        c.get('user'),
        c.req.valid('param').id,
        c.req.valid('json'),
        deps.now(),
        clientAddress(c, deps.env),
      );
      if (result.ok) return c.json(result.ticket, 200);
      if (result.code === 'not_found') return c.json(notFound(), 404);
      return c.json(errorBody(result.code), result.code === 'not_authorized' ? 403 : 400);
    })
    .openapi(messagesRoute, async (c) => {
      const messages = await listTicketMessages(db, c.get('user'), c.req.valid('param').id);
      return messages ? c.json(messages, 200) : c.json(notFound(), 404);
    })
    .openapi(notesRoute, async (c) => {
      const notes = await listTicketNotes(db, c.get('user').id, c.req.valid('param').id);
      return notes ? c.json(notes, 200) : c.json(notFound(), 404);
    })
    .openapi(addNoteRoute, async (c) => {
      const user = c.get('user');
      const note = await addTicketNote(
        db,
        user,
        c.req.valid('param').id,
        c.req.valid('json').content,
        deps.now(),
        clientAddress(c, deps.env),
      );
      return note ? c.json(note, 201) : c.json(notFound(), 404);
    })
    .openapi(replyRoute, async (c) => {
      const { content } = c.req.valid('json');
      const user = c.get('user');
      const ticketId = c.req.valid('param').id;
      if (user.role === 'operator') {
        const answered = await answerTicket(
          deps,
          { ticketId, operatorId: user.id, content },
          clientAddress(c, deps.env),
        );
        if (answered.ok) return c.json(answered.message, 201);
        return answered.code === 'not_found'
          ? c.json(notFound(), 404)
          : c.json(errorBody(answered.code), 400);
      }
      const message = await replyToTicket(
        db,
        user,
        ticketId,
        content,
        deps.now(),
        clientAddress(c, deps.env),
      );
      return message ? c.json(message, 201) : c.json(notFound(), 404);
    });
}
