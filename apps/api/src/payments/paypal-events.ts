import { z } from 'zod';

const money = z.object({ currency_code: z.string(), value: z.string() });

/** The PayPal webhook events the API acts on; every other event type is acknowledged and ignored. */
export const payPalEventSchema = z.discriminatedUnion('event_type', [
  z.object({
    id: z.string().min(1),
    event_type: z.literal('PAYMENT.CAPTURE.COMPLETED'),
    resource: z.object({
      id: z.string().min(1),
      status: z.string(),
      amount: money,
      custom_id: z.string().optional(),
      supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().min(1) }) }),
    }),
  }),
  z.object({
    id: z.string().min(1),
    event_type: z.literal('BILLING.SUBSCRIPTION.ACTIVATED'),
    resource: z.object({
      id: z.string().min(1),
      plan_id: z.string(),
      status: z.string(),
      custom_id: z.string().optional(),
    }),
  }),
  z.object({
    id: z.string().min(1),
    event_type: z.literal('PAYMENT.SALE.COMPLETED'),
    resource: z.object({
      id: z.string().min(1),
      billing_agreement_id: z.string().min(1),
      state: z.string(),
      /** What this cycle charged, when PayPal says (the receipt shows it). */
      amount: z
        .object({
          total: z.string().regex(/^\d{1,8}(\.\d{1,2})?$/),
          currency: z.string().regex(/^[A-Z]{3}$/),
        })
        .optional(),
    }),
  }),
  z.object({
    id: z.string().min(1),
    event_type: z.enum([
      'BILLING.SUBSCRIPTION.CANCELLED',
      'BILLING.SUBSCRIPTION.SUSPENDED',
      'BILLING.SUBSCRIPTION.EXPIRED',
    ]),
    resource: z.object({ id: z.string().min(1), status: z.string() }),
  }),
]);

export type PayPalEvent = z.output<typeof payPalEventSchema>;

/** Any event: its id and type, whatever its resource. */
export const payPalEnvelopeSchema = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
});
