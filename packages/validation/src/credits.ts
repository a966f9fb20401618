import { z } from 'zod';
import { deviceIdSchema } from './device-id.ts';
import { objectOf, optionalText, requiredText } from './fields.ts';
import { validationKeys as keys } from './messages.ts';
import { day, searchText } from './orders.ts';

/** The tiers a reseller activates a device for: the lifetime Basic licence, or a year of Premium. */
export const activationTiers = ['basic', 'premium'] as const;
export type ActivationTier = (typeof activationTiers)[number];

/** What a tier costs until operators set it, in credits. */
export const defaultActivationPrices = { basic: 1, premium: 2 } as const satisfies Record<
  ActivationTier,
  number
>;

/** The most credits one tier may cost, one grant may give and a low-balance threshold may name. */
export const creditPriceMax = 1000;
export const creditMovementMax = 100_000;

/** The longest note of an activation and the longest reason of an operator's move, in characters. */
export const activationNoteMaxLength = 500;
export const creditReasonMaxLength = 500;

const credits = (min: number, max: number) =>
  z
    .number({ error: keys.number })
    .int({ error: keys.number })
    .min(min, { error: keys.minValue })
    .max(max, { error: keys.maxValue });

/**
 * `POST /api/admin/activations`, the integration API's activation and the dashboard's form: a device id in
 * any notation the site accepts, a tier, and the reseller's own note about the client.
 */
export const activationCreateSchema = objectOf({
  device_id: deviceIdSchema,
  tier: z.enum(activationTiers, { error: keys.oneOf }),
  note: optionalText(activationNoteMaxLength, { multiline: true }),
});
export type ActivationCreateValues = z.input<typeof activationCreateSchema>;
export type ActivationCreate = z.output<typeof activationCreateSchema>;

/** An operator reverses a wrong activation with a reason; a reseller's own revocation needs none. */
export const activationReversalSchema = objectOf({
  reason: requiredText(creditReasonMaxLength, keys.required, { multiline: true }),
});
export type ActivationReversal = z.output<typeof activationReversalSchema>;

/** What an operator does to a reseller's credits by hand: give some, or take some back. */
export const creditMoveDirections = ['grant', 'take_back'] as const;
export type CreditMoveDirection = (typeof creditMoveDirections)[number];

/** `POST /api/admin/credit-movements`: an operator's grant or take-back, for a reseller, with a reason. */
export const creditMoveSchema = objectOf({
  reseller_id: z.uuid({ error: keys.required }).meta({ pattern: z.regexes.uuid().source }),
  direction: z.enum(creditMoveDirections, { error: keys.oneOf }),
  credits: credits(1, creditMovementMax),
  reason: requiredText(creditReasonMaxLength, keys.required, { multiline: true }),
});
export type CreditMoveValues = z.input<typeof creditMoveSchema>;
export type CreditMove = z.output<typeof creditMoveSchema>;

/** `PUT /api/admin/activation-prices`: what each tier costs, in whole credits. */
export const activationPricesSchema = objectOf({
  basic: credits(1, creditPriceMax),
  premium: credits(1, creditPriceMax),
});
export type ActivationPrices = z.output<typeof activationPricesSchema>;

/** `PUT /api/admin/credits/settings`: the balance at or below which the reseller is told; null for never. */
export const creditSettingsSchema = objectOf({
  low_balance_threshold: credits(0, creditMovementMax).nullable(),
});
export type CreditSettings = z.output<typeof creditSettingsSchema>;

const resellerIdFilter = z.uuid({ error: keys.pattern }).optional();

/** Keeps `from` not after `to`, both days that exist. */
const inOrder = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || filter.from <= filter.to;

/** Whether an activation still counts, or was revoked (by its reseller or reversed by an operator). */
export const activationStatuses = ['active', 'revoked'] as const;
export type ActivationStatus = (typeof activationStatuses)[number];

/**
 * The filter of the activations list: part of the device id or of the note, the tier, the status, the days it
 * was made in (both whole, UTC), and, for operators, one reseller.
 */
export const activationFilterSchema = z
  .object(
    {
      q: searchText(100),
      tier: z.enum(activationTiers, { error: keys.oneOf }).optional(),
      status: z.enum(activationStatuses, { error: keys.oneOf }).optional(),
      from: day.optional(),
      to: day.optional(),
      reseller_id: resellerIdFilter,
    },
    { error: keys.invalidType },
  )
  .strict()
  .refine(inOrder, { error: keys.pattern, path: ['to'] })
  .meta({ description: '`from` is not after `to`; both are days that exist (else 400 `invalid_request`).' });
export type ActivationFilter = z.output<typeof activationFilterSchema>;

export const creditMovementKinds = ['purchase', 'grant', 'adjustment', 'activation', 'refund'] as const;
export type CreditMovementKind = (typeof creditMovementKinds)[number];

/** The filter of the credit ledger: the kind of movement, the days (both whole, UTC), and for operators one reseller. */
export const creditMovementFilterSchema = z
  .object(
    {
      kind: z.enum(creditMovementKinds, { error: keys.oneOf }).optional(),
      from: day.optional(),
      to: day.optional(),
      reseller_id: resellerIdFilter,
    },
    { error: keys.invalidType },
  )
  .strict()
  .refine(inOrder, { error: keys.pattern, path: ['to'] })
  .meta({ description: '`from` is not after `to`; both are days that exist (else 400 `invalid_request`).' });
export type CreditMovementFilter = z.output<typeof creditMovementFilterSchema>;

/** The filter of the operators' list of resellers' balances: part of the name, business name or e-mail address. */
export const resellerCreditFilterSchema = z
  .object({ q: searchText(254) }, { error: keys.invalidType })
  .strict();
export type ResellerCreditFilter = z.output<typeof resellerCreditFilterSchema>;
