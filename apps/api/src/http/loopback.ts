import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Whether the request's socket comes from this machine (127.0.0.0/8, ::1, or 127.x mapped into IPv6). Only the
 * socket counts: no header a client or a proxy writes (X-Forwarded-For) can make a caller local.
 */
export function fromLoopback(c: Context): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.split('.')[0] === '127';
  return address === '::1';
}
