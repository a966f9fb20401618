import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  addNoteHandler,
  createTicketHandler,
  getHandler,
  listHandler,
  messagesHandler,
  notesHandler,
  replyHandler,
  updateHandler,
} from './tickets.handlers.ts';
import {
  addNoteRoute,
  createTicketRoute,
  getRoute,
  listRoute,
  messagesRoute,
  notesRoute,
  replyRoute,
  updateRoute,
} from './tickets.routes.ts';

/**
 * `/api/admin/tickets`: customers (and resellers) read and write their own tickets; operators read, assign,
 * close, reopen and answer everyone's (their messages are support's answers, through `answerTicket`).
 */
export function ticketRoutes(deps: AppDeps) {
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
    .openapi(listRoute, listHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(createTicketRoute, createTicketHandler(deps))
    .openapi(updateRoute, updateHandler(deps))
    .openapi(messagesRoute, messagesHandler(deps))
    .openapi(notesRoute, notesHandler(deps))
    .openapi(addNoteRoute, addNoteHandler(deps))
    .openapi(replyRoute, replyHandler(deps));
}
