import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isSettableStatus, submissionReplySchema, submissionUpdateSchema } from './inbox.ts';
import { messageMaxLength } from './input/text-limits.ts';
import { fieldErrors } from './issues.ts';

function errorsOf(schema: z.ZodType, values: unknown) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([path, m]) => [path, m.key]));
}

describe("the operators' inbox", () => {
  it('lets a form be handled or reopened, and a comment be approved or rejected, nothing else', () => {
    for (const form of ['support', 'contact', 'abuse'] as const) {
      expect(isSettableStatus(form, 'handled')).toBe(true);
      expect(isSettableStatus(form, 'new')).toBe(true);
      expect(isSettableStatus(form, 'approved')).toBe(false);
      expect(isSettableStatus(form, 'pending_moderation')).toBe(false);
    }
    expect(isSettableStatus('comment', 'approved')).toBe(true);
    expect(isSettableStatus('comment', 'rejected')).toBe(true);
    expect(isSettableStatus('comment', 'handled')).toBe(false);
    expect(isSettableStatus('comment', 'pending_moderation')).toBe(false);
  });

  it('takes a status change of the known statuses only', () => {
    expect(submissionUpdateSchema.parse({ status: 'handled' })).toEqual({ status: 'handled' });
    expect(errorsOf(submissionUpdateSchema, { status: 'pending_moderation' })).toEqual({ status: 'one_of' });
    expect(errorsOf(submissionUpdateSchema, {})).toEqual({ status: 'one_of' });
  });

  it('needs a reply with text, of lines, within the message length', () => {
    expect(submissionReplySchema.parse({ message: '  Hello,\n\nthe TV needs a restart.  ' })).toEqual({
      message: 'Hello,\n\nthe TV needs a restart.',
    });
    expect(errorsOf(submissionReplySchema, { message: '  \n ' })).toEqual({ message: 'required' });
    expect(errorsOf(submissionReplySchema, { message: 'a'.repeat(messageMaxLength + 1) })).toEqual({
      message: 'max_length',
    });
    expect(errorsOf(submissionReplySchema, { message: 'a\u0000b' })).toEqual({
      message: 'invalid_characters',
    });
  });
});
