import { fieldErrors } from '@vela/validation';
import type { z } from 'zod';

/** A validation failure as react-admin's forms show it: a translation key and its placeholders' values. */
export interface RecordError {
  message: string;
  args: Record<string, string | number>;
}

/**
 * A react-admin form's `validate` from a schema of `packages/validation`: the browser checks exactly what
 * the API checks, and each field shows its rule's text from the `validation` namespace.
 */
export function recordValidator(schema: z.ZodType) {
  return (values: Record<string, unknown>): Record<string, RecordError> => {
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
