import { z } from '@hono/zod-openapi';
import { activationStatuses, activationTiers } from '@vela/validation';
import { securityEventActions } from '../domain/security-events.ts';

/** The schemas that the routes of more than one resource answer with. */

/** A device's licence as the TV app and the checkout read it. */
export const licenceSchema = z
  .object({
    plan: z.enum(['premium', 'basic', 'trial', 'none']),
    lifetime_licence: z.boolean(),
    trial_expires_at: z.string(),
    privacy_expires_at: z.string().nullable(),
    privacy_active: z.boolean(),
  })
  .openapi('Licence');

/** One of an account's security events, as the person and the operators' account view read it. */
export const securityEventSchema = z
  .object({
    id: z.string(),
    action: z.enum(securityEventActions),
    at: z.string().describe('ISO 8601'),
    by: z
      .enum(['you', 'tv', 'support'])
      .describe(
        "The person themselves; `tv`, their TV (a lock-out after wrong parental PINs typed on it, a PIN cleared by the TV's reset); or support (an operator, the service)",
      ),
    address: z
      .string()
      .nullable()
      .describe("The client's address of the person's own events; null for the TV's and support's"),
    details: z
      .object({
        api_key_name: z.string().optional(),
        api_key_prefix: z.string().optional(),
        revoked_reason: z.enum(['owner', 'account_banned', 'role_changed']).optional(),
        role: z.enum(['customer', 'reseller', 'operator']).optional(),
        method: z.enum(['password', 'totp', 'backup_code']).optional(),
        device_id: z.string().optional().describe('The TV of a parental control event'),
        playlist_name: z.string().optional().describe('The playlist a parental lock was put on or taken off'),
      })
      .describe('What the event says besides its action; never a secret'),
  })
  .openapi('SecurityEvent');

/** What each tier of a reseller's activation costs, in credits: the dashboard's and the integration API's. */
export const pricesSchema = z
  .object({
    basic: z.number().int().describe('Credits a lifetime Basic licence costs'),
    premium: z.number().int().describe('Credits a year of Premium costs'),
  })
  .openapi('ActivationPrices');

/** A reseller's activation of a device, as the dashboard and the integration API answer it. */
export const activationSchema = z
  .object({
    id: z.string().uuid(),
    reseller_id: z.string().uuid().nullable().describe('Null once the reseller’s account is deleted'),
    reseller_name: z.string().nullable(),
    device_id: z.string().describe('The device id, `AA:BB:CC:DD:EE:FF`'),
    device_row_id: z
      .string()
      .uuid()
      .nullable()
      .describe('The device’s record, for operators’ links; null once the device is deleted'),
    tier: z.enum(activationTiers),
    credits: z.number().int().describe('What it cost'),
    note: z.string().nullable(),
    status: z.enum(activationStatuses),
    privacy_expires_at: z
      .string()
      .nullable()
      .describe('ISO 8601: the end of Privacy Mode the activation left; null for Basic without it'),
    revocable_until: z.string().describe('ISO 8601: the end of the grace period'),
    revoked_at: z.string().nullable(),
    revoked_as: z.enum(['reseller', 'operator']).nullable(),
    revoke_reason: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('Activation');

/** The refusals of an activation, as both APIs describe them. */
export const activationRefusals =
  '409 `already_licensed` when the device has the lifetime licence and Basic would add nothing, `insufficient_credits` when the balance is short; 403 `credits_frozen` while the account is suspended. Nothing is spent on a refusal.';
