import { describe, expect, it } from 'vitest';
import { banReasonMaxLength, banUserSchema, userLookupSchema, userRoleChangeSchema } from './users.ts';

const codeOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('user administration rules', () => {
  it('takes one of the three roles, from a whole record too', () => {
    expect(userRoleChangeSchema.parse({ role: 'reseller' })).toEqual({ role: 'reseller' });
    expect(userRoleChangeSchema.parse({ role: 'operator', email: 'a@b.example', id: 'x' })).toEqual({
      role: 'operator',
    });
    expect(codeOf(userRoleChangeSchema.safeParse({ role: 'admin' }))).toBe('one_of');
    expect(codeOf(userRoleChangeSchema.safeParse({}))).toBe('one_of');
    expect(codeOf(userRoleChangeSchema.safeParse(null))).toBe('required');
  });

  it('asks a ban for a reason of at most the limit, line breaks allowed', () => {
    expect(banUserSchema.parse({ reason: '  Abuse report #12\nrepeated spam  ' })).toEqual({
      reason: 'Abuse report #12\nrepeated spam',
    });
    expect(codeOf(banUserSchema.safeParse({ reason: '   ' }))).toBe('required');
    expect(codeOf(banUserSchema.safeParse({}))).toBe('required');
    expect(codeOf(banUserSchema.safeParse({ reason: 'x'.repeat(banReasonMaxLength + 1) }))).toBe(
      'max_length',
    );
    expect(codeOf(banUserSchema.safeParse({ reason: 'bad\u0000' }))).toBe('invalid_characters');
  });

  it('looks accounts up by a valid e-mail address, in lower case', () => {
    expect(userLookupSchema.parse({ email: ' Alice@Example.COM ' })).toEqual({ email: 'alice@example.com' });
    expect(codeOf(userLookupSchema.safeParse({ email: 'alice' }))).toBe('email');
  });
});
