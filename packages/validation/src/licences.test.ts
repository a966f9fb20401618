import { describe, expect, it } from 'vitest';
import { licenceReasonMaxLength, operatorLicenceChangeSchema } from './licences.ts';

const codeOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0] && { field: result.error.issues[0].path[0], key: result.error.issues[0].message };

describe("an operator's licence change", () => {
  it('takes one of the three actions with a trimmed reason, line breaks allowed', () => {
    expect(
      operatorLicenceChangeSchema.parse({
        action: 'grant_premium',
        reason: '  Ticket #42\nrefund by card  ',
      }),
    ).toEqual({ action: 'grant_premium', reason: 'Ticket #42\nrefund by card' });
    expect(operatorLicenceChangeSchema.parse({ action: 'revoke', reason: 'Chargeback' }).action).toBe(
      'revoke',
    );
    expect(codeOf(operatorLicenceChangeSchema.safeParse({ action: 'grant_gold', reason: 'x' }))).toEqual({
      field: 'action',
      key: 'one_of',
    });
  });

  it('refuses a missing, blank, too long or malformed reason on the reason field', () => {
    for (const reason of [undefined, '', '   \n ']) {
      expect(codeOf(operatorLicenceChangeSchema.safeParse({ action: 'grant_basic', reason }))).toEqual({
        field: 'reason',
        key: 'required',
      });
    }
    expect(
      codeOf(
        operatorLicenceChangeSchema.safeParse({
          action: 'grant_basic',
          reason: 'x'.repeat(licenceReasonMaxLength + 1),
        }),
      ),
    ).toEqual({ field: 'reason', key: 'max_length' });
    expect(
      operatorLicenceChangeSchema.safeParse({ action: 'revoke', reason: 'x'.repeat(licenceReasonMaxLength) })
        .success,
    ).toBe(true);
    expect(codeOf(operatorLicenceChangeSchema.safeParse({ action: 'revoke', reason: 'bad\u0000' }))).toEqual({
      field: 'reason',
      key: 'invalid_characters',
    });
  });
});
