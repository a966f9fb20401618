import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues.ts';
import {
  whitelistRecordSchema,
  whitelistVerificationReasonMaxLength,
  whitelistVerificationReasonSchema,
} from './whitelist.ts';

const errorsOf = (input: unknown) => {
  const result = whitelistRecordSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('whitelistRecordSchema', () => {
  it('keeps a host and a backup host in their normal form', () => {
    expect(
      whitelistRecordSchema.parse({
        host: ' HTTP://Line.Example.com:8080/ ',
        backup_host: 'https://Backup.Example.com',
      }),
    ).toEqual({ host: 'http://line.example.com:8080', backup_host: 'https://backup.example.com' });
  });

  it('takes an empty, null or absent backup host as none', () => {
    for (const backup_host of ['', '   ', null, undefined]) {
      expect(whitelistRecordSchema.parse({ host: 'http://tv.example.com', backup_host })).toEqual({
        host: 'http://tv.example.com',
        backup_host: null,
      });
    }
  });

  it('ignores the fields of a stored record that the form does not edit', () => {
    expect(
      whitelistRecordSchema.parse({
        id: 'a2b3',
        host: 'http://tv.example.com',
        backup_host: null,
        code: 123456,
        playlists: 4,
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({ host: 'http://tv.example.com', backup_host: null });
  });

  it('says the host cannot be empty', () => {
    expect(errorsOf({ host: '  ' })).toMatchObject({ host: { key: 'required' } });
    expect(errorsOf({})).toMatchObject({ host: { key: 'required' } });
  });

  it('takes protocol, host name and optional port only, for both addresses', () => {
    for (const bad of ['http://tv.example.com/get.php', 'http://u:p@tv.example.com', 'tv.example.com']) {
      expect(errorsOf({ host: bad }), bad).toEqual({ host: { key: 'host_invalid' } });
      expect(errorsOf({ host: 'http://tv.example.com', backup_host: bad }), bad).toEqual({
        backup_host: { key: 'host_invalid' },
      });
    }
  });

  it('wants a backup host other than the host', () => {
    expect(errorsOf({ host: 'http://tv.example.com:80', backup_host: 'HTTP://TV.example.com:80/' })).toEqual({
      backup_host: { key: 'backup_same_host' },
    });
  });

  it('refuses control characters', () => {
    expect(errorsOf({ host: 'http://tv.example.com\u0000' })).toEqual({
      host: { key: 'invalid_characters' },
    });
  });
});

describe('whitelistVerificationReasonSchema', () => {
  const reasonErrors = (input: unknown) => {
    const result = whitelistVerificationReasonSchema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('keeps a reason, line breaks included, trimmed', () => {
    expect(
      whitelistVerificationReasonSchema.parse({ reason: '  Contract on file.\nChecked by phone. ' }),
    ).toEqual({
      reason: 'Contract on file.\nChecked by phone.',
    });
  });

  it('needs a reason within its length, without control characters', () => {
    expect(reasonErrors({})).toMatchObject({ reason: { key: 'required' } });
    expect(reasonErrors({ reason: '   ' })).toMatchObject({ reason: { key: 'required' } });
    expect(reasonErrors({ reason: 'x'.repeat(whitelistVerificationReasonMaxLength + 1) })).toMatchObject({
      reason: { key: 'max_length' },
    });
    expect(reasonErrors({ reason: 'bell\u0007' })).toMatchObject({ reason: { key: 'invalid_characters' } });
  });
});
