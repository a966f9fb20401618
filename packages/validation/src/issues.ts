import type { z } from 'zod';
import { type ValidationKey, type ValidationMessage, validationKeys } from './messages.ts';

const knownKeys = new Set<string>(Object.values(validationKeys));

function isValidationKey(value: string): value is ValidationKey {
  return knownKeys.has(value);
}

type Issue = z.core.$ZodIssue;

function paramsOf(issue: Issue): ValidationMessage['params'] {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'custom' && issue.params) return issue.params as Record<string, string | number>;
  return undefined;
}

function fallbackKey(issue: Issue): ValidationKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? validationKeys.required
        : validationKeys.invalidType;
    case 'too_small':
      return issue.origin === 'string' ? validationKeys.minLength : validationKeys.minValue;
    case 'too_big':
      return issue.origin === 'string' ? validationKeys.maxLength : validationKeys.maxValue;
    case 'invalid_format':
      return issue.format === 'email' ? validationKeys.email : validationKeys.pattern;
    case 'invalid_value':
    case 'invalid_union':
      return validationKeys.oneOf;
    default:
      return validationKeys.invalidType;
  }
}

/** The translatable message of one failure: its key from `@vela/locales` and the values of its placeholders. */
export function messageOf(issue: Issue): ValidationMessage {
  const key = isValidationKey(issue.message) ? issue.message : fallbackKey(issue);
  const params = paramsOf(issue);
  return params ? { key, params } : { key };
}

/** The first failure of each field, by dotted path (`query.deviceid`), as a form shows them. */
export function fieldErrors(error: z.ZodError): Record<string, ValidationMessage> {
  const errors: Record<string, ValidationMessage> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= messageOf(issue);
  }
  return errors;
}
