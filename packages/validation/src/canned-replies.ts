import { z } from 'zod';
import { objectOf, requiredText } from './fields.ts';
import { messageMaxLength } from './input/text-limits.ts';
import { validationKeys as keys } from './messages.ts';

/** The longest title of a canned reply, as the picker lists it. */
export const cannedReplyTitleMaxLength = 100;

/**
 * A canned reply an operator keeps for the support desk: its language (one of `locales`, the product's), a
 * one-line title to pick it by, and the text inserted into the answer.
 */
export function cannedReplySchema<L extends string>(locales: readonly [L, ...L[]]) {
  return objectOf({
    locale: z.enum(locales, { error: keys.oneOf }),
    title: requiredText(cannedReplyTitleMaxLength),
    content: requiredText(messageMaxLength, keys.required, { multiline: true }),
  });
}
export type CannedReplyValues = z.infer<ReturnType<typeof cannedReplySchema>>;
