import { createRoute, z } from '@hono/zod-openapi';
import {
  allowedCharacters,
  ticketFormSchema,
  ticketNoteSchema,
  ticketReplySchema,
  ticketUpdateSchema,
} from '@vela/validation';
import { ticketStatuses } from '../../../domain/tickets.ts';
import { listQuerySchema } from '../../../http/admin-list.ts';
import {
  errorResponses,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../../http/openapi-schemas.ts';
import { ticketSortFields } from '../../../store/tickets.ts';
import { ticketAttachmentSchema, ticketSchema } from '../admin-schemas.ts';

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

export const filterSchema = z
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

export const listRoute = createRoute({
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

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}',
  operationId: 'getTicket',
  security: [{ session: [] }],
  tags,
  summary: 'One ticket',
  request: { params: idParams },
  responses: { 200: json('The ticket', ticketSchema), ...errorResponses(401, 403, 404) },
});

export const createTicketRoute = createRoute({
  method: 'post',
  path: '/admin/tickets',
  operationId: 'createTicket',
  security: [{ session: [] }],
  tags,
  summary: 'Opens a ticket with its first message',
  request: { body: jsonBody(ticketFormSchema) },
  responses: { 201: json('Submitted', ticketSchema), ...errorResponses(400, 401, 403, 429) },
});

export const updateRoute = createRoute({
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

export const messagesRoute = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}/messages',
  operationId: 'listTicketMessages',
  security: [{ session: [] }],
  tags,
  summary: 'The conversation, oldest first',
  request: { params: idParams },
  responses: { 200: json('The messages', z.array(messageSchema)), ...errorResponses(401, 403, 404) },
});

export const replyRoute = createRoute({
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

export const notesRoute = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}/notes',
  operationId: 'listTicketNotes',
  security: [{ session: [] }],
  tags,
  summary: "A ticket's internal notes, oldest first (operators; the ticket's owner never sees them)",
  request: { params: idParams },
  responses: { 200: json('The notes', z.array(noteSchema)), ...errorResponses(401, 403, 404) },
});

export const addNoteRoute = createRoute({
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
