import { z } from 'zod';
import { validationKeys as keys } from './messages.ts';

/** Missing values are `required`; values of the wrong type are `invalid_type`. */
export const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? keys.required : keys.invalidType;

/** An object schema whose own failures (missing, or not an object) carry a translatable key. */
export function objectOf<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: typeError });
}

/** A required line of text, trimmed, with a length limit. */
export function requiredText(maxLength: number, requiredKey: string = keys.required) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(maxLength, { error: keys.maxLength });
}

/** An optional line of text: empty becomes undefined. */
export function optionalText(maxLength: number) {
  return z
    .string({ error: keys.invalidType })
    .trim()
    .max(maxLength, { error: keys.maxLength })
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const emailSchema = z
  .string({ error: keys.required })
  .trim()
  .min(1, { error: keys.required })
  .max(254, { error: keys.maxLength })
  .pipe(z.email({ error: keys.email }))
  .transform((email) => email.toLowerCase());

/**
 * A ticked checkbox. Browser forms give `true`; the form service's wire format gives the text `"true"`.
 */
export function checkedBox(key: string) {
  return z.union([z.literal(true), z.literal('true')], { error: key }).transform((): true => true);
}

/** Current guidance (NIST SP 800-63B): at least 8 characters, long passphrases welcome, no composition rules. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const newPasswordSchema = z
  .string({ error: keys.required })
  .min(1, { error: keys.required })
  .min(passwordMinLength, { error: keys.minLength })
  .max(passwordMaxLength, { error: keys.maxLength });

/** A password being checked, not chosen: any length the API accepts. */
export const currentPasswordSchema = z
  .string({ error: keys.required })
  .min(1, { error: keys.required })
  .max(1024, { error: keys.maxLength });
