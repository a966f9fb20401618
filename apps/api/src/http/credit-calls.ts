import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import type { ActingContext } from '../store/activations.ts';
import { clientAddress } from './client-address.ts';

/** The status each refusal of a spend or a refund is answered with. */
export const refusalStatus = {
  not_found: 404,
  device_not_found: 404,
  credits_frozen: 403,
  already_licensed: 409,
  insufficient_credits: 409,
  revoke_window_over: 409,
  activation_revoked: 409,
  licence_changed: 409,
} as const;

export function actingContext(deps: AppDeps, c: Context, apiKeyId: string | null = null): ActingContext {
  return {
    now: deps.now(),
    revokeWindowHours: deps.env.ACTIVATION_REVOKE_HOURS,
    apiKeyId,
    address: clientAddress(c, deps.env),
    publish: deps,
  };
}
