import { z } from 'zod';
import { purchaseLocaleSchema } from './device-app.ts';
import { deviceIdSchema } from './device-id.ts';
import { allowedCharacters, objectOf, optionalText, requiredText, textPattern } from './fields.ts';
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

/** The longest business name a reseller may give. */
export const businessNameMaxLength = 100;

/**
 * The name a reseller trades under, which the owners of the devices it activates see; empty or null clears it,
 * and its own name is shown instead.
 */
const businessNameSchema = z
  .string({ error: keys.invalidType })
  .trim()
  .refine(...allowedCharacters())
  .max(businessNameMaxLength, { error: keys.maxLength })
  .meta({ pattern: textPattern() })
  .nullable()
  .transform((value) => value || null);

/**
 * `PUT /api/admin/credits/settings`: the balance at or below which the reseller is told (null for never) and its
 * business name. A field left out keeps what is stored.
 */
/** The balance at or below which the reseller is told by e-mail; null for never. */
const lowBalanceThreshold = credits(0, creditMovementMax).nullable();

/** The low-balance warning alone, as its form sets it: a threshold, or null for never. */
export const lowBalanceSettingSchema = objectOf({ low_balance_threshold: lowBalanceThreshold });

export const creditSettingsSchema = objectOf({
  low_balance_threshold: lowBalanceThreshold.optional(),
  business_name: businessNameSchema.optional(),
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

/** The most credits one pack may hold: as many as one grant of an operator may give. */
export const creditPackCreditsMax = 100_000;

/** The highest price of a pack: the most the database keeps in a price (`numeric(10,2)`). */
export const creditPackPriceMax = 99_999_999.99;

/**
 * A price above zero in a currency's main unit, with at most two decimals and no sign, exponent or leading zero:
 * "49", "49.9", "49.00", "0.99".
 */
export const pricePattern = /^(?:[1-9]\d{0,7}(?:\.\d{1,2})?|0\.(?:0[1-9]|[1-9]\d?))$/;

/** A currency as ISO 4217 writes it: three upper-case letters, such as EUR. */
export const currencyPattern = /^[A-Z]{3}$/;

/**
 * A price, as a form's text or as a JSON number; either way it is kept and answered as text with two decimals
 * ("49.00"), so that no amount is ever rounded by a floating-point number on its way to the payment provider.
 */
export const priceSchema = z
  .union(
    [
      z.string({ error: keys.price }).regex(pricePattern, { error: keys.price }),
      z
        .number({ error: keys.price })
        .positive({ error: keys.price })
        .max(creditPackPriceMax, { error: keys.price })
        .multipleOf(0.01, { error: keys.price }),
    ],
    { error: keys.price },
  )
  .transform((price) => Number(price).toFixed(2))
  .meta({ description: 'Above 0, with at most two decimals: "49.00" or 49' });

/**
 * `POST /api/admin/credit-packs` and `PUT /api/admin/credit-packs/{id}`: how many credits a pack holds, what it
 * costs, in which currency (the shop's when left out of a new pack, unchanged when left out of a change), and
 * whether resellers may buy it now. A pack is retired, never deleted: `active: false`.
 */
export const creditPackSchema = objectOf({
  credits: credits(1, creditPackCreditsMax),
  price: priceSchema,
  currency: z.string({ error: keys.currency }).regex(currencyPattern, { error: keys.currency }).optional(),
  active: z.boolean({ error: keys.invalidType }).optional(),
});
export type CreditPackValues = z.input<typeof creditPackSchema>;
export type CreditPackInput = z.output<typeof creditPackSchema>;

const uuidOf = (error: string) => z.uuid({ error }).meta({ pattern: z.regexes.uuid().source });

/**
 * The filter of the packs list: whether a pack is on sale (operators; resellers see those alone), and the ids of
 * react-admin's `getMany`, one or a list.
 */
export const creditPackFilterSchema = z
  .object(
    {
      active: z.boolean({ error: keys.invalidType }).optional(),
      id: z.union([uuidOf(keys.pattern), z.array(uuidOf(keys.pattern)).max(1000)]).optional(),
    },
    { error: keys.invalidType },
  )
  .strict();
export type CreditPackFilter = z.output<typeof creditPackFilterSchema>;

/** `POST /api/admin/credit-orders`: the pack a reseller buys, and the language of its receipt. The price is the server's. */
export const creditOrderCreateSchema = objectOf({
  pack_id: uuidOf(keys.required),
  locale: purchaseLocaleSchema,
});
export type CreditOrderCreate = z.output<typeof creditOrderCreateSchema>;

/** Where a purchase of credits stands: created and waiting for the payment, paid and credited, or not paid. */
export const creditOrderStatuses = ['pending', 'completed', 'failed'] as const;
export type CreditOrderStatus = (typeof creditOrderStatuses)[number];

/** The filter of the purchases of credits: their state (operators; resellers see paid ones), and one reseller. */
export const creditOrderFilterSchema = z
  .object(
    {
      status: z.enum(creditOrderStatuses, { error: keys.oneOf }).optional(),
      reseller_id: resellerIdFilter,
    },
    { error: keys.invalidType },
  )
  .strict();
export type CreditOrderFilter = z.output<typeof creditOrderFilterSchema>;
