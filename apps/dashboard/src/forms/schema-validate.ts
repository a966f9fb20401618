import { fieldErrors } from '@vela/validation';
import type { z } from 'zod';

/** A field's error as react-admin's forms show it: a translation key and its placeholders' values. */
export interface FieldError {
  message: string;
  args: Record<string, string | number>;
}

/**
 * A form-level `validate` for react-admin's forms from a schema of `packages/validation`: the browser runs the
 * API's own rules, and each field shows the first of its failures in the language of the dashboard.
 */
export function schemaValidator(schema: z.ZodType) {
  return (values: Record<string, unknown>): Record<string, FieldError> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return Object.fromEntries(
      Object.entries(fieldErrors(result.error)).map(([field, { key, params }]) => [
        field,
        { message: `validation.${key}`, args: params ?? {} },
      ]),
    );
  };
}
