import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { IntegrationVariables } from '../routes/integration/api-key-auth.ts';
import { nodeResponse } from './node-response.ts';
import type { UserVariables } from './require-user.ts';

/** A request id from the caller (a proxy, a load balancer) is kept when it is short and plain. */
const saneRequestId = /^[\w.:@/+=-]{1,128}$/;

/**
 * One line per API request and one observation of the request histogram: its id (`X-Request-Id` when sane,
 * else made here; echoed on the answer), method, the route template Hono matched (never the path, which can
 * carry a token, nor the query string or cookies), status, duration and the account that made it.
 */
export function observeRequests({
  logger,
  metrics,
}: {
  logger: Logger;
  metrics: Metrics;
}): MiddlewareHandler<{ Variables: Partial<UserVariables & IntegrationVariables> }> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const id = given !== undefined && saneRequestId.test(given) ? given : randomUUID();
    const outgoing = nodeResponse(c);
    outgoing?.setHeader('X-Request-Id', id);
    await next();
    if (!outgoing) c.res.headers.set('X-Request-Id', id);
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
