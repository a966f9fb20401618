import { normaliseDeviceId } from '@vela/validation';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from './client-address.ts';
import { rateLimit } from './rate-limit.ts';

/** The device id a public body names, wherever the contract puts it (`deviceid` or `query.deviceid`). */
async function deviceOf(c: Context): Promise<string | null> {
  const body: unknown = await c.req.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const query = record.query as Record<string, unknown> | undefined;
  const raw = typeof record.deviceid === 'string' ? record.deviceid : query?.deviceid;
  return typeof raw === 'string' ? normaliseDeviceId(raw) : null;
}

/**
 * The limit of a public write: per client address, and per device id when the body names one, so neither
 * one client nor many clients can flood one device.
 */
export function publicWriteLimit(deps: AppDeps, name: string, { perDevice = false } = {}): MiddlewareHandler {
  const windowMs = deps.env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const byAddress = rateLimit(deps.rateLimitStore, {
    name: `${name}:ip`,
    limit: deps.env.RATE_LIMIT_PUBLIC,
    windowMs,
    keys: (c) => [clientAddress(c, deps.env.TRUST_PROXY)],
  });
  if (!perDevice) return byAddress;
  const byDevice = rateLimit(deps.rateLimitStore, {
    name: `${name}:device`,
    limit: deps.env.RATE_LIMIT_DEVICE,
    windowMs,
    keys: async (c) => [await deviceOf(c)],
  });
  return async (c, next) => {
    const limited = await byAddress(c, async () => {});
    if (limited) return limited;
    return byDevice(c, next);
  };
}
