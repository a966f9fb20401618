import type { RouteHandler } from '@hono/zod-openapi';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  addTicketNote,
  answerTicket,
  createTicket,
  getTicket,
  listTicketMessages,
  listTicketNotes,
  listTickets,
  replyToTicket,
  updateTicket,
} from '../../../store/tickets.ts';
import type {
  addNoteRoute,
  createTicketRoute,
  getRoute,
  listRoute,
  messagesRoute,
  notesRoute,
  replyRoute,
  updateRoute,
} from './tickets.routes.ts';
import { filterSchema } from './tickets.routes.ts';

type Env = { Variables: UserVariables };

const notFound = () => errorBody('not_found');

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const query = c.req.valid('query');
    const filter = filterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    if (filter.data.assignee_id !== undefined && c.get('user').role !== 'operator') {
      return c.json(errorBody('not_authorized'), 403);
    }
    const { rows, total } = await listTickets(db, c.get('user'), query, filter.data);
    setContentRange(c, 'tickets', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const ticket = await getTicket(db, c.get('user'), c.req.valid('param').id);
    return ticket ? c.json(ticket, 200) : c.json(notFound(), 404);
  };
}

export function createTicketHandler(deps: AppDeps): RouteHandler<typeof createTicketRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const ticket = await createTicket(
      db,
      c.get('user'),
      c.req.valid('json'),
      deps.now(),
      clientAddress(c, deps.env),
    );
    return c.json(ticket, 201);
  };
}

export function updateHandler(deps: AppDeps): RouteHandler<typeof updateRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
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
  };
}

export function messagesHandler(deps: AppDeps): RouteHandler<typeof messagesRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const messages = await listTicketMessages(db, c.get('user'), c.req.valid('param').id);
    return messages ? c.json(messages, 200) : c.json(notFound(), 404);
  };
}

export function notesHandler(deps: AppDeps): RouteHandler<typeof notesRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const notes = await listTicketNotes(db, c.get('user').id, c.req.valid('param').id);
    return notes ? c.json(notes, 200) : c.json(notFound(), 404);
  };
}

export function addNoteHandler(deps: AppDeps): RouteHandler<typeof addNoteRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
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
  };
}

export function replyHandler(deps: AppDeps): RouteHandler<typeof replyRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
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
      return answered.code === 'not_found' ? c.json(notFound(), 404) : c.json(errorBody(answered.code), 400);
    }
    const message = await replyToTicket(db, user, ticketId, content, deps.now(), clientAddress(c, deps.env));
    return message ? c.json(message, 201) : c.json(notFound(), 404);
  };
}
