import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The client's address. Behind our own proxies (`TRUST_PROXY`), every socket is a proxy's, so the client is
 * the address the outermost of our `TRUST_PROXY_HOPS` proxies saw: that many entries from the right of
 * X-Forwarded-For. Entries further left were written by the client and prove nothing.
 */
export function clientAddress(
  c: Context,
  { TRUST_PROXY, TRUST_PROXY_HOPS }: { TRUST_PROXY: boolean; TRUST_PROXY_HOPS: number },
): string {
  if (!TRUST_PROXY) return socketAddress(c);
  const entries = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socketAddress(c);
  // Fewer entries than proxies: the request skipped some of them, so the farthest one named is all we know.
  return entries[Math.max(0, entries.length - TRUST_PROXY_HOPS)] ?? socketAddress(c);
}
