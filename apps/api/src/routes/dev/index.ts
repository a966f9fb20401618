import { Hono } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../../http/client-address.ts';
import { fromLoopback } from '../../http/loopback.ts';
import { firstOperatorId } from '../../store/accounts.ts';
import { answerTicket } from '../../store/tickets.ts';

/**
 * Outside production only, and to callers on this machine only (anyone else gets 404, as if the routes did
 * not exist: the outbox holds password-reset links):
 * - `GET /dev/outbox`: the e-mails the server sent, newest first, with their links (tokens included);
 * - `POST /dev/tickets/{id}/answer` `{content}`: support answers a ticket as the first operator account would
 *   (with its e-mail to the owner), so that journeys can play the operator's part before operators have screens.
 */
export function devRoutes(deps: AppDeps) {
  const { mailer } = deps;
  return new Hono()
    .use('/dev/*', async (c, next) => {
      if (!fromLoopback(c)) return c.json(errorBody('not_found'), 404);
      await next();
    })
    .get('/dev/outbox', (c) => (mailer.outbox ? c.json(mailer.outbox) : c.json(errorBody('not_found'), 404)))
    .post('/dev/tickets/:id/answer', async (c) => {
      const body = (await c.req.json().catch(() => null)) as { content?: unknown } | null;
      const result = await answerTicket(
        deps,
        {
          ticketId: c.req.param('id'),
          operatorId: await firstOperatorId(deps.database.db),
          content: typeof body?.content === 'string' ? body.content : '',
        },
        clientAddress(c, deps.env),
      );
      if (!result.ok) return c.json(errorBody(result.code), result.code === 'not_found' ? 404 : 400);
      return c.json(result.message, 201);
    });
}
