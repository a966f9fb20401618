import { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * The Node response under a request served by `@hono/node-server` (null under `app.request()`). Headers set on
 * it before Hono answers are merged into the answer (Hono's own headers win), at the cost of Node's header
 * list rather than a web `Headers` object built and sorted for every answer.
 */
export function nodeResponse(c: Context): ServerResponse | null {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : null;
}
