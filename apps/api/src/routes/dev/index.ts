import { Hono } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';

/** Outside production: the e-mails the server sent, newest first, with their links (tokens included). */
export function devRoutes({ mailer }: AppDeps) {
  return new Hono().get('/dev/outbox', (c) =>
    mailer.outbox ? c.json(mailer.outbox) : c.json(errorBody('not_found'), 404),
  );
}
