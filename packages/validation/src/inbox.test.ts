import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  commentModerationMaxIds,
  commentModerationSchema,
  isSettableStatus,
  submissionReplySchema,
  submissionUpdateSchema,
} from './inbox.ts';
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

  it('takes a bulk moderation of one to a hundred distinct comment ids, approved or rejected', () => {
    const id = '0b7c6f7e-5d8a-4c1e-9f3b-2a1d4e5f6a7b';
    const other = '1c8d7a8f-6e9b-4d2f-8a4c-3b2e5f6a7b8c';
    expect(commentModerationSchema.parse({ ids: [id, other], status: 'approved' })).toEqual({
      ids: [id, other],
      status: 'approved',
    });
    expect(errorsOf(commentModerationSchema, { ids: [], status: 'approved' })).toEqual({ ids: 'required' });
    expect(errorsOf(commentModerationSchema, { ids: [id, id], status: 'rejected' })).toEqual({
      ids: 'unique',
    });
    expect(errorsOf(commentModerationSchema, { ids: ['42'], status: 'rejected' })).toEqual({
      'ids.0': 'invalid_type',
    });
    const tooMany = Array.from({ length: commentModerationMaxIds + 1 }, () => crypto.randomUUID());
    expect(errorsOf(commentModerationSchema, { ids: tooMany, status: 'rejected' })).toEqual({
      ids: 'max_length',
    });
    expect(errorsOf(commentModerationSchema, { ids: [id], status: 'handled' })).toEqual({ status: 'one_of' });
  });
});
