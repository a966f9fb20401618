import { z } from 'zod';
import { allowedCharacters, textPattern } from './fields.ts';
import { validationKeys as keys } from './messages.ts';

/** What a purchase is: a Basic order paid once, or a Premium subscription renewed each year. */
export const orderKinds = ['order', 'subscription'] as const;
export type OrderKind = (typeof orderKinds)[number];

/**
 * The states an operator filters purchases by: an order's own (`created`, `completed`, `failed`) and the
 * provider's states of a subscription, in lower case.
 */
export const orderStatuses = [
  'created',
  'completed',
  'failed',
  'approved',
  'active',
  'suspended',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A list's search text: trimmed, of allowed characters, empty meaning none. */
export const searchText = (max: number) =>
  z
    .string({ error: keys.invalidType })
    .trim()
    .refine(...allowedCharacters())
    .max(max, { error: keys.maxLength })
    .meta({ pattern: textPattern() })
    .optional()
    .transform((value) => value || undefined);

/** A calendar day, `2026-11-24`, that exists. */
export const day = z
  .string({ error: keys.invalidType })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: keys.pattern })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: keys.pattern },
  );

/**
 * The filter of the operators' orders list: state, plan, the days it was made in (both whole, UTC), part of the
 * owner's e-mail address, part of the device id or its name, and one owner by id (the customer page's link).
 */
export const orderFilterSchema = z
  .object(
    {
      q: searchText(100),
      status: z.enum(orderStatuses, { error: keys.oneOf }).optional(),
      plan: z.enum(['basic', 'premium'], { error: keys.oneOf }).optional(),
      kind: z.enum(orderKinds, { error: keys.oneOf }).optional(),
      from: day.optional(),
      to: day.optional(),
      owner: searchText(254),
      owner_id: z.uuid({ error: keys.pattern }).optional(),
      device: searchText(64),
    },
    { error: keys.invalidType },
  )
  .strict()
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: keys.pattern,
    path: ['to'],
  })
  .meta({ description: '`from` is not after `to`; both are days that exist (else 400 `invalid_request`).' });

export type OrderFilter = z.output<typeof orderFilterSchema>;
