import { describe, expect, it } from 'vitest';
import { newsletterCsv } from './export-newsletter.ts';

describe('the newsletter export', () => {
  it('has the address, language and date of each sign-up, a formula defused', () => {
    const csv = newsletterCsv([
      { id: 'a', email: 'fan@example.com', locale: 'de-DE', created_at: '2026-11-24T04:00:00.000Z' },
      { id: 'b', email: '=cmd@example.com', locale: null, created_at: '2026-11-23T04:00:00.000Z' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'email,locale,created_at',
      'fan@example.com,de-DE,2026-11-24T04:00:00.000Z',
      "'=cmd@example.com,,2026-11-23T04:00:00.000Z",
    ]);
  });
});
