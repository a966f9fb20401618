import type { Context, MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';
import { clientAddress } from './client-address.ts';
import { type RateLimitStore, rateLimit, rateLimited } from './rate-limit.ts';
import type { UserVariables } from './require-user.ts';

export { rateLimited } from './rate-limit.ts';

/** Counts one hit of `key` under `name` (sliding window): the milliseconds to wait when over `limit`, else null. */
async function overLimit(
  store: RateLimitStore,
  name: string,
  key: string,
  limit: number,
  windowMs: number,
): Promise<number | null> {
  if (limit === 0) return null;
  const hit = await store.hit(`${name}:${key}`, windowMs, limit);
  return hit.count > limit ? Math.max(1, hit.resetAt - Date.now()) : null;
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The limits of the API. Each counts what its handler acts on: addresses in middleware, before
 * anything is read; devices inside the handler, on the canonical id it validated and is about to use, so
 * no other field of a body can stand in for it.
 */
export function createLimits(deps: { env: Env; rateLimitStore: RateLimitStore }) {
  const { env, rateLimitStore: store } = deps;
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const addressOf = (c: Context) => clientAddress(c, env);

  return {
    /** Every call of an endpoint, per client address (`RATE_LIMIT_PUBLIC` unless another limit is given). */
    byAddress(name: string, limit = env.RATE_LIMIT_PUBLIC): MiddlewareHandler {
      return rateLimit(store, { name: `${name}:ip`, limit, windowMs, keys: (c) => [addressOf(c)] });
    },

    /** One call for a device, counted on the id the handler acts on: the wait in ms when over, else null. */
    device(name: string, deviceId: string): Promise<number | null> {
      return overLimit(store, `${name}:device`, deviceId, env.RATE_LIMIT_DEVICE, windowMs);
    },

    /**
     * One failed device-key check, counted against the address that made it (never against the device, so
     * nobody can lock a TV out by guessing): the wait in ms once that address failed too often, else null.
     */
    keyFailure(c: Context): Promise<number | null> {
      return overLimit(store, 'device_key_failures:ip', addressOf(c), env.RATE_LIMIT_KEY_FAILURES, windowMs);
    },

    /**
     * One purchase call of a signed-in person (a reseller's order of credits or its capture), counted per account
     * on the limit of a device's purchase calls: the wait in ms when over, else null.
     */
    purchase(name: string, userId: string): Promise<number | null> {
      return overLimit(store, `${name}:user`, userId, env.RATE_LIMIT_DEVICE, windowMs);
    },

    /** One call of the integration API with a valid key, counted per key: the wait in ms when over, else null. */
    apiKey(keyId: string): Promise<number | null> {
      return overLimit(store, 'integration:key', keyId, env.RATE_LIMIT_INTEGRATION, windowMs);
    },

    /**
     * One attempt to claim a device into a dashboard account, counted per person and per address before the
     * proof is checked, so that once over the limit not even a lucky guess of a pairing code gets through:
     * the wait in ms when over, else null.
     */
    async claimAttempt(c: Context, userId: string): Promise<number | null> {
      const limit = env.RATE_LIMIT_KEY_FAILURES;
      const [byUser, byAddress] = await Promise.all([
        overLimit(store, 'device_claims:user', userId, limit, windowMs),
        overLimit(store, 'device_claims:ip', addressOf(c), limit, windowMs),
      ]);
      return byUser ?? byAddress;
    },

    /**
     * The writes of a signed-in person, counted per account whichever browser or address sends them
     * (`RATE_LIMIT_ACCOUNT_WRITES`; support tickets and replies also on `RATE_LIMIT_TICKET_MESSAGES`, see
     * `ticketMessages`). Runs after `requireUser`; reads are not counted, so the gate costs nothing on them.
     */
    accountWrites(): MiddlewareHandler<{ Variables: UserVariables }> {
      return async (c, next) => {
        if (readMethods.has(c.req.method)) return next();
        const wait = await this.accountWrite(c.get('user').id);
        return wait ? rateLimited(c, wait) : next();
      };
    },

    /** One write of a signed-in person, per account: the wait in ms when over, else null. */
    accountWrite(userId: string): Promise<number | null> {
      return overLimit(store, 'account_writes:user', userId, env.RATE_LIMIT_ACCOUNT_WRITES, windowMs);
    },

    /** A new support ticket or a reply, per account (after `requireUser`): 429 once over the tighter limit. */
    ticketMessages(): MiddlewareHandler<{ Variables: UserVariables }> {
      return async (c, next) => {
        if (c.req.method !== 'POST') return next();
        const wait = await overLimit(
          store,
          'ticket_messages:user',
          c.get('user').id,
          env.RATE_LIMIT_TICKET_MESSAGES,
          windowMs,
        );
        return wait ? rateLimited(c, wait) : next();
      };
    },

    /**
     * One check of the password (or of a two-factor code) inside a session, per account: the wait in ms when
     * over `RATE_LIMIT_PASSWORD_CHECKS`, else null. A stolen session cannot guess the password at speed,
     * however many sessions of the account it holds.
     */
    passwordCheck(userId: string): Promise<number | null> {
      return overLimit(store, 'password_checks:user', userId, env.RATE_LIMIT_PASSWORD_CHECKS, windowMs);
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;
