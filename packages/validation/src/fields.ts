import { z } from 'zod';
import { validationKeys as keys } from './messages.ts';

/** Missing values are `required`; values of the wrong type are `invalid_type`. */
export const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? keys.required : keys.invalidType;

/** An object schema whose own failures (missing, or not an object) carry a translatable key. */
export function objectOf<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: typeError });
}

/**
 * Whether a text holds what no field may store: C0 control characters (a multi-line field keeps tab, line
 * feed and carriage return), DEL, or half of a UTF-16 surrogate pair. PostgreSQL refuses NUL outright, and
 * the rest only ever arrives by accident or on purpose.
 */
export function hasForbiddenCharacters(value: string, { multiline = false } = {}): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20) {
      if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
      return true;
    }
    if (code === 0x7f) return true;
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(index + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        index += 1;
        continue;
      }
      return true;
    }
  }
  return false;
}

export interface TextOptions {
  /** Keeps tab and line breaks (messages, notes); every other field is one line. */
  multiline?: boolean;
}

/**
 * The characters {@link hasForbiddenCharacters} refuses, as the body of a character class of a JSON Schema
 * (ECMA-262) pattern read with Unicode semantics, where `\uD800-\uDFFF` matches only a half of a pair.
 */
export function forbiddenCharacterClass({ multiline = false }: TextOptions = {}): string {
  const controls = multiline ? '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F' : '\\u0000-\\u001F';
  return `${controls}\\u007F\\uD800-\\uDFFF`;
}

/**
 * {@link hasForbiddenCharacters} as a JSON Schema pattern, for the API's description: the characters a text
 * field may hold and, when it is `required`, one at least that is not white space. Fields that are trimmed
 * also take control characters that are white space (a tab, a line break) at either end, as trimming removes
 * them; the pattern does not, so that it never accepts what the API refuses.
 */
export function textPattern({ required = false, ...options }: TextOptions & { required?: boolean } = {}) {
  const forbidden = forbiddenCharacterClass(options);
  return required ? `^[^${forbidden}\\S]*[^${forbidden}\\s][^${forbidden}]*$` : `^[^${forbidden}]*$`;
}

/** The check every text field runs, after trimming where it trims: `.refine(...allowedCharacters())`. */
export function allowedCharacters(options: TextOptions = {}) {
  return [
    (value: string) => !hasForbiddenCharacters(value, options),
    { error: keys.invalidCharacters },
  ] as const;
}

/** A required line (or, with `multiline`, block) of text, trimmed, with a length limit. */
export function requiredText(
  maxLength: number,
  requiredKey: string = keys.required,
  options: TextOptions = {},
) {
  return z
    .string({ error: requiredKey })
    .trim()
    .refine(...allowedCharacters(options))
    .min(1, { error: requiredKey })
    .max(maxLength, { error: keys.maxLength })
    .meta({ pattern: textPattern({ ...options, required: true }) });
}

/** An optional line of text: empty becomes undefined. */
export function optionalText(maxLength: number, options: TextOptions = {}) {
  return z
    .string({ error: keys.invalidType })
    .trim()
    .refine(...allowedCharacters(options))
    .max(maxLength, { error: keys.maxLength })
    .meta({ pattern: textPattern(options) })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** What an e-mail address must look like: zod's practical rule, which the description carries as its pattern. */
const emailPattern = z.regexes.email;

export const emailSchema = z
  .string({ error: keys.required })
  .trim()
  .refine(...allowedCharacters())
  .min(1, { error: keys.required })
  .max(254, { error: keys.maxLength })
  .pipe(z.email({ pattern: emailPattern, error: keys.email }))
  .transform((email) => email.toLowerCase())
  .meta({ format: 'email', pattern: emailPattern.source, description: 'An e-mail address, in any case' });

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
  .refine(...allowedCharacters())
  .min(1, { error: keys.required })
  .min(passwordMinLength, { error: keys.minLength })
  .max(passwordMaxLength, { error: keys.maxLength })
  .meta({ pattern: textPattern() });

/** A password being checked, not chosen: any length the API accepts. */
export const currentPasswordSchema = z
  .string({ error: keys.required })
  .refine(...allowedCharacters())
  .min(1, { error: keys.required })
  .max(1024, { error: keys.maxLength })
  .meta({ pattern: textPattern() });
