import { describe, expect, it } from 'vitest';
import { daysInMonth, statsQuerySchema } from './stats.ts';

describe('statsQuerySchema', () => {
  it('reads the year and month of a query string as numbers', () => {
    expect(statsQuerySchema.parse({ year: '2024', month: '2' })).toEqual({ year: 2024, month: 2 });
    expect(statsQuerySchema.parse({})).toEqual({});
  });

  it('refuses months outside 1-12, years outside its range and anything not a whole number', () => {
    for (const query of [
      { month: '0' },
      { month: '13' },
      { year: '1999' },
      { year: '2101' },
      { year: 'soon' },
      { month: '2.5' },
    ]) {
      expect(statsQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe('daysInMonth', () => {
  it('knows February of leap years and the months of 30 and 31 days', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900 + 200, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });
});
