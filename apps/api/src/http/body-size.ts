import type { ErrorBody } from '@vela/api-client';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorTexts } from './error-text.ts';

/**
 * Refuses request bodies over `maxBytes` with 413. A body that declares its length is judged by the header
 * alone, so the handler still reads it straight from the socket; only a chunked body, whose size is known
 * once read, goes through Hono's counting reader (which builds a full web `Request` for it).
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context) =>
    c.json({ error: errorTexts.payloadTooLarge, code: 'payload_too_large' } satisfies ErrorBody, 413);
  const counting = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      const length = Number(declared);
      return Number.isSafeInteger(length) && length >= 0 && length <= maxBytes
        ? next()
        : Promise.resolve(tooLarge(c));
    }
    return counting(c, next);
  };
}
