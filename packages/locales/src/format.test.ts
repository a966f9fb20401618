import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatInstant, formatMoney, formatNumber } from './format.ts';

const basic = { amount: 5.49, currency: 'EUR' };

describe('formatting for a language', () => {
  it('writes prices the way each language does', () => {
    expect(formatMoney(basic, 'en')).toBe('€5.49');
    expect(formatMoney(basic, 'de')).toBe('5,49\u00a0€');
    expect(formatMoney(basic, 'fr')).toMatch(/^5,49\s€$/);
    expect(formatMoney({ amount: 9.99, currency: 'EUR' }, 'ar')).toMatch(/€/);
    expect(formatMoney(basic, 'ar')).not.toBe(formatMoney(basic, 'en'));
  });

  it("takes the API's decimal strings as amounts, and keeps a currency Intl does not know", () => {
    expect(formatMoney({ amount: '5.49', currency: 'EUR' }, 'de')).toBe('5,49\u00a0€');
    expect(formatMoney({ amount: '12', currency: 'credits' }, 'en')).toBe('12.00 credits');
  });

  it('writes file sizes in kilobytes below a megabyte and megabytes above', () => {
    expect(formatBytes(2048, 'en')).toBe('2 kB');
    expect(formatBytes(3.5 * 1024 * 1024, 'de')).toBe('3,5 MB');
    expect(formatBytes(10, 'en')).toBe('0.1 kB');
  });

  it('names the zone of a moment given in another zone than the reader', () => {
    expect(formatInstant('2026-11-27T23:59:00Z', 'en', 'dateTimeZone', 'UTC')).toMatch(
      /^Nov 27, 2026, 11:59\sPM UTC$/,
    );
  });

  it('writes dates in the language, as the calendar day they are in UTC', () => {
    expect(formatDate('2025-04-25T00:00:00Z', 'en')).toBe('April 25, 2025');
    expect(formatDate('2025-04-25T00:00:00Z', 'it')).toBe('25 aprile 2025');
    expect(formatDate('2025-04-25T23:30:00Z', 'de')).toBe('25. April 2025');
  });

  it("writes the dashboard's moments as one medium date per language, with a short time when asked", () => {
    const moment = '2026-11-27T14:05:00Z';
    expect(formatInstant(moment, 'en', 'date', 'UTC')).toBe('Nov 27, 2026');
    expect(formatInstant(moment, 'de', 'date', 'UTC')).toBe('27.11.2026');
    expect(formatInstant(moment, 'en', 'dateTime', 'UTC')).toMatch(/^Nov 27, 2026, 2:05\sPM$/);
    expect(formatInstant(moment, 'de', 'dateTime', 'UTC')).toBe('27.11.2026, 14:05');
    // The date and time starts with the same date as the date alone.
    for (const locale of ['en', 'it', 'es', 'de', 'fr', 'tr', 'ru', 'ar', 'zh', 'el'] as const) {
      expect(formatInstant(moment, locale, 'dateTime', 'UTC'), locale).toContain(
        formatInstant(moment, locale, 'date', 'UTC'),
      );
    }
  });

  it('writes numbers with the language separators', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
  });
});
