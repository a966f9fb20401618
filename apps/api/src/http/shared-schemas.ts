import { z } from '@hono/zod-openapi';
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
    by: z.enum(['you', 'support']).describe('The person themselves, or support (an operator)'),
    address: z
      .string()
      .nullable()
      .describe("The client's address of the person's own events; null for support's"),
    details: z
      .object({
        api_key_name: z.string().optional(),
        api_key_prefix: z.string().optional(),
        revoked_reason: z.enum(['owner', 'account_banned', 'role_changed']).optional(),
        role: z.enum(['customer', 'reseller', 'operator']).optional(),
        method: z.enum(['password', 'totp', 'backup_code']).optional(),
      })
      .describe('What the event says besides its action; never a secret'),
  })
  .openapi('SecurityEvent');
