import { creditPackSchema } from '@vela/validation';
import { type RecordError, recordValidator } from '../forms/record-validator.ts';

const check = recordValidator(creditPackSchema);

/**
 * A pack's form values as the API reads them: a currency left empty (react-admin keeps it as null) names none,
 * so that a new pack takes the shop's currency and a changed one keeps its own.
 */
export function creditPackBody(values: Record<string, unknown>): Record<string, unknown> {
  const { currency, ...rest } = values;
  return currency ? { ...rest, currency } : rest;
}

/** The API's own rule for a pack (`creditPackSchema`), checked in the browser before it is sent. */
export function validateCreditPack(values: Record<string, unknown>): Record<string, RecordError> {
  return check(creditPackBody(values));
}
