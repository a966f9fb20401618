import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { IntegrationVariables } from './integration-call.ts';
import { nodeResponse } from './node-response.ts';
import type { UserVariables } from './require-user.ts';
import type { SecurityHeaders } from './security-headers.ts';

/** A request id from the caller (a proxy, a load balancer) is kept when it is short and plain. */
const saneRequestId = /^[\w.:@/+=-]{1,128}$/;

/**
 * What every API request goes through, as one step of Hono's chain:
 * - the security headers;
 * - the body size limit (`bodySize`);
 * - one line per request and one observation of the request histogram: its id (`X-Request-Id` when sane, else
 *   made here; echoed on the answer), method, the route template Hono matched (never the path, which can carry
 *   a token, nor the query string or cookies), status, duration and the account that made it.
 *
 * They are one step because, once an AsyncLocalStorage is in use (better-auth's), every promise pays Node's
 * async hooks, and each step of Hono's chain costs every request a few promises.
 */
export function apiRequests({
  logger,
  metrics,
  security,
  bodySize,
}: {
  logger: Logger;
  metrics: Metrics;
  security: SecurityHeaders;
  bodySize: MiddlewareHandler;
}): MiddlewareHandler<{ Variables: Partial<UserVariables & IntegrationVariables> }> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const id = given !== undefined && saneRequestId.test(given) ? given : randomUUID();
    const onNode = security.beforeAnswer(c);
    if (onNode) nodeResponse(c)?.setHeader('X-Request-Id', id);
    // The body limit answers itself when it refuses; what Hono's own chain gives back is not an answer.
    const refused = await bodySize(c, next);
    if (refused instanceof Response) c.res = refused;
    if (!onNode) {
      security.afterAnswer(c);
      c.res.headers.set('X-Request-Id', id);
    }
    const seconds = (performance.now() - started) / 1000;
    // The handler that answered (or the middleware that refused): its template, e.g. `/api/admin/devices/:id`.
    const route = routePath(c);
    const status = c.res.status;
    metrics.request(c.req.method, route, status, seconds);
    logger.info('request', {
      request_id: id,
      method: c.req.method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      account: c.get('user')?.id ?? c.get('call')?.caller.ownerId ?? null,
    });
  };
}
