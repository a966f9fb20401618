import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updateUserRequestSchema,
} from './account-requests.ts';

const codeOf = (result: { error?: { issues: { message: string; code: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue?.code === 'unrecognized_keys' ? 'unrecognized_keys' : issue?.message;
};

describe('the bodies of the account endpoints', () => {
  it('takes a sign-up with an empty or valid name, the repeated password when sent, and nothing else', () => {
    expect(
      signUpRequestSchema.parse({ email: ' Ann@Example.com ', password: 'a long password', name: '' }),
    ).toEqual({ email: 'ann@example.com', password: 'a long password', name: undefined });
    expect(
      signUpRequestSchema.parse({ email: 'ann@example.com', password: 'a long password', name: ' Ann Lee ' }),
    ).toMatchObject({ name: 'Ann Lee' });
    const base = { email: 'ann@example.com', password: 'a long password' };
    expect(
      codeOf(signUpRequestSchema.safeParse({ ...base, name: `${'A'.repeat(150)}\r\n${'B'.repeat(148)}` })),
    ).toBe('invalid_characters');
    expect(codeOf(signUpRequestSchema.safeParse({ ...base, name: 'x'.repeat(101) }))).toBe('max_length');
    expect(codeOf(signUpRequestSchema.safeParse({ ...base, repeatPassword: 'another one' }))).toBe(
      'passwords_mismatch',
    );
    expect(codeOf(signUpRequestSchema.safeParse({ ...base, callbackURL: 'https://evil.example' }))).toBe(
      'unrecognized_keys',
    );
    expect(codeOf(signUpRequestSchema.safeParse({ ...base, locale: 'de\r\n' }))).toBe('pattern');
  });

  it('takes sign-in and password changes with their own fields only', () => {
    expect(
      signInRequestSchema.parse({ email: 'ann@example.com', password: 'x', rememberMe: true }),
    ).toMatchObject({ rememberMe: true });
    expect(codeOf(signInRequestSchema.safeParse({ email: 'ann@example.com', password: 'x', name: '' }))).toBe(
      'unrecognized_keys',
    );
    expect(
      codeOf(changePasswordRequestSchema.safeParse({ currentPassword: 'old', newPassword: 'short' })),
    ).toBe('min_length');
  });

  it("changes the name with the profile's rule and nothing else of the user", () => {
    expect(updateUserRequestSchema.parse({ name: ' Ann Lee ', locale: 'fr' })).toEqual({
      name: 'Ann Lee',
      locale: 'fr',
    });
    expect(codeOf(updateUserRequestSchema.safeParse({ name: '   ' }))).toBe('required');
    expect(codeOf(updateUserRequestSchema.safeParse({ name: 'Ann\nLee' }))).toBe('invalid_characters');
    expect(codeOf(updateUserRequestSchema.safeParse({ image: 'https://evil.example/me.png' }))).toBe(
      'unrecognized_keys',
    );
    expect(codeOf(updateUserRequestSchema.safeParse(null))).toBe('required');
  });
});
