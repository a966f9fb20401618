import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format.ts';

const basic = { amount: 5.49, currency: 'EUR' };

describe('formatting for a language', () => {
  it('writes prices the way each language does', () => {
    expect(formatMoney(basic, 'en')).toBe('€5.49');
    expect(formatMoney(basic, 'de')).toBe('5,49\u00a0€');
    expect(formatMoney(basic, 'fr')).toMatch(/^5,49\s€$/);
    expect(formatMoney({ amount: 9.99, currency: 'EUR' }, 'ar')).toMatch(/€/);
    expect(formatMoney(basic, 'ar')).not.toBe(formatMoney(basic, 'en'));
  });

  it('writes dates in the language, as the calendar day they are in UTC', () => {
    expect(formatDate('2025-04-25T00:00:00Z', 'en')).toBe('April 25, 2025');
    expect(formatDate('2025-04-25T00:00:00Z', 'it')).toBe('25 aprile 2025');
    expect(formatDate('2025-04-25T23:30:00Z', 'de')).toBe('25. April 2025');
  });

  it('writes numbers with the language separators', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
  });
});
