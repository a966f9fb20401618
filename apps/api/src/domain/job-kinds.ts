import { reminderKinds } from '@vela/validation';
import { z } from 'zod';

/** A job's payload: a JSON object, stored in `jobs.payload`. */
type PayloadSchema = z.ZodType<Record<string, unknown>>;

/**
 * Every kind of job the runner knows, with the schema of its payload (decision 38). The store adds a job of a
 * kind only with that kind's payload (`enqueueJob`), and the runner parses a claimed job's payload with it
 * before its handler runs. The names and shapes are those of the rows already stored: a change here must still
 * accept them.
 */
export const jobPayloads = {
  // Periodic work, added by the runner once per period with an empty payload.
  'reminders.scan': z.object({}),
  'jobs.cleanup': z.object({}),
  'accounts.finalise_deletions': z.object({}),
  'accounts.expire_signups': z.object({}),
  'host_alerts.scan': z.object({}),

  /** The e-mail of one receipt (`store/licences.ts`). */
  'receipt.send': z.object({ receiptId: z.string() }),
  /** One reminder of a device's licence to its owner (`store/reminders.ts`); `at` is the event's ISO instant. */
  'reminder.send': z.object({
    kind: z.enum(reminderKinds),
    deviceRowId: z.string(),
    userId: z.string(),
    at: z.string(),
    renews: z.boolean().optional(),
  }),
  /** One host alert's e-mail (`store/host-alerts.ts`): what changed, with the counts that made it change. */
  'host_alert.send': z.object({
    change: z.enum(['failing', 'recovered']),
    resellerId: z.string(),
    host: z.string(),
    ok: z.number().int(),
    failed: z.number().int(),
    at: z.string(),
  }),
  /** The e-mail telling a reseller its credits fell to its threshold (`store/activations.ts`). */
  'credits.low_balance': z.object({
    resellerId: z.string(),
    balance: z.number().int(),
    threshold: z.number().int(),
  }),
  /** The receipt of a reseller's paid purchase of credits (`store/credit-orders.ts`). */
  'credits.receipt': z.object({ orderId: z.string() }),
  /** One webhook delivery (`store/webhook-events.ts`); `manual` for an operator's re-send. */
  'webhooks.deliver': z.object({ deliveryId: z.string(), manual: z.boolean().optional() }),
} as const satisfies Record<string, PayloadSchema>;

export type JobKind = keyof typeof jobPayloads;

/** What a job of the kind is added with. */
export type JobPayloadInput<Kind extends JobKind> = z.input<(typeof jobPayloads)[Kind]>;

/** What a job of the kind's handler gets, parsed. */
export type JobPayload<Kind extends JobKind> = z.output<(typeof jobPayloads)[Kind]>;

/** The kinds whose payload may be left out: the periodic ones, which a schedule adds. */
export type PayloadlessKind = {
  [Kind in JobKind]: Record<string, never> extends JobPayloadInput<Kind> ? Kind : never;
}[JobKind];

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(jobPayloads, kind);
}
