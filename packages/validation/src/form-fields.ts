import { z } from 'zod';
import { allowedCharacters, objectOf, textPattern } from './fields.ts';
import { validationKeys as keys } from './messages.ts';

/** The marketing form service's wire format: every field a name and a text value. */
export interface FormFieldsPayload {
  fields: { name: string; value: string }[];
}

export type FormValue = string | number | boolean | null | undefined;

/** Builds the wire format from a form's values; empty optional values are left out. */
export function toFormFields(values: Record<string, FormValue>): FormFieldsPayload {
  return {
    fields: Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => ({ name, value: String(value) })),
  };
}

const fieldName = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * Reads the wire format back into a plain record (without a prototype, so no field name can reach one);
 * the form's own schema then checks the values.
 */
export const formFieldsSchema = z
  .object({
    fields: z
      .array(
        objectOf({
          name: z.string({ error: keys.invalidType }).regex(fieldName, { error: keys.pattern }),
          value: z
            .string({ error: keys.invalidType })
            .refine(...allowedCharacters({ multiline: true }))
            .max(20_000, { error: keys.maxLength })
            .meta({ pattern: textPattern({ multiline: true }) }),
        }),
        { error: keys.invalidType },
      )
      .max(50, { error: keys.maxLength }),
  })
  .transform(({ fields }) => {
    const record: Record<string, string> = Object.create(null);
    for (const { name, value } of fields) record[name] = value;
    return record;
  });
