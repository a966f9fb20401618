import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'hono';
import { clientAddress } from './client-address.ts';

/** How to find the address of the request being answered: worked out only when an audit entry asks for it. */
const addresses = new AsyncLocalStorage<() => string>();

/**
 * Keeps the client's address (as the rate limits see it, `TRUST_PROXY` honoured) for the rest of the request,
 * so that every audit entry written while answering it names the address without each caller passing it on.
 */
export function requestAddress(env: {
  TRUST_PROXY: boolean;
  TRUST_PROXY_HOPS: number;
}): <T>(c: Context, answer: () => T) => T {
  return (c, answer) => addresses.run(() => clientAddress(c, env), answer);
}

/** The address of the request being answered; null outside a request (start-up, scripts, tests of stores). */
export function currentRequestAddress(): string | null {
  return addresses.getStore()?.() ?? null;
}
