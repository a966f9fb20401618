import { z } from 'zod';
import { objectOf, requiredText } from './fields.ts';
import { validationKeys as keys } from './messages.ts';

export const apiKeyNameMaxLength = 100;

const calendarDateSource = '\\d{4}-\\d{2}-\\d{2}';
const instantSource = `${calendarDateSource}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,9})?)?(?:Z|[+-]\\d{2}:\\d{2})`;
const calendarDate = new RegExp(`^${calendarDateSource}$`);
const instant = new RegExp(`^${instantSource}$`);

/**
 * When a key stops working: a calendar date (`2027-01-31`, through the end of that day in UTC) or an ISO 8601
 * instant with its offset; empty or absent for a key that does not expire. It must lie in the future.
 */
const expiresAt = z
  .string({ error: keys.invalidType })
  .trim()
  .max(40, { error: keys.pattern })
  .meta({
    pattern: `^\\s*(?:${calendarDateSource}|${instantSource})?\\s*$`,
    description:
      'When the key stops working: a day (`2027-01-31`, through its end in UTC) or an ISO 8601 instant with its offset, in the future; empty or null for never',
  })
  .nullish()
  .transform((value, context): Date | null => {
    if (!value) return null;
    let date: Date;
    if (calendarDate.test(value)) {
      date = new Date(`${value}T23:59:59.999Z`);
      // The parser rolls 31 February over into March: only a date that reads back the same is one.
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
        date = new Date(Number.NaN);
    } else {
      date = instant.test(value) ? new Date(value) : new Date(Number.NaN);
    }
    if (Number.isNaN(date.getTime())) {
      context.addIssue({ code: 'custom', message: keys.pattern });
      return z.NEVER;
    }
    if (date.getTime() <= Date.now()) {
      context.addIssue({ code: 'custom', message: keys.expiryInPast });
      return z.NEVER;
    }
    return date;
  });

/** `POST /api/admin/api-keys` and the dashboard's form: a name to tell keys apart and an optional expiry. */
export const apiKeyCreateSchema = objectOf({
  name: requiredText(apiKeyNameMaxLength),
  expires_at: expiresAt,
});

export type ApiKeyCreateValues = z.input<typeof apiKeyCreateSchema>;
export type ApiKeyCreate = z.output<typeof apiKeyCreateSchema>;

/**
 * The `Idempotency-Key` header of the integration API's adds: 1 to 255 visible ASCII characters (a UUID
 * fits), chosen by the caller for one logical request.
 */
export const idempotencyKeySchema = z
  .string({ error: keys.pattern })
  .regex(/^[\x21-\x7e]{1,255}$/, { error: keys.pattern });
