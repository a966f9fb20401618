import { describe, expect, it } from 'vitest';
import { dayRows, moneyTotal, revenueRows, revenueTotals, total } from './operator-series.ts';

describe('dayRows', () => {
  it('gives every day of the month a row with each series, missing counts as zero', () => {
    const rows = dayRows({ basic: [1, 0, 2], premium: [0, 3] }, 2024, 2, 'en');
    expect(rows).toHaveLength(29);
    expect(rows[0]).toEqual({ key: 1, label: '1', values: { basic: 1, premium: 0 } });
    expect(rows[1]).toEqual({ key: 2, label: '2', values: { basic: 0, premium: 3 } });
    expect(rows[28]).toEqual({ key: 29, label: '29', values: { basic: 0, premium: 0 } });
  });

  it('labels days the way the language writes them', () => {
    expect(dayRows({ devices: [] }, 2021, 3, 'zh')[11]?.label).toBe('12日');
  });
});

describe('revenueRows', () => {
  it('gives twelve months with what licences and credit packs brought in', () => {
    const rows = revenueRows(
      {
        currency: 'EUR',
        perMonth: [0, 0, 55.48, 0, 9.99, 0, 0, 0, 0, 0, 0, 5.49],
        licences: [0, 0, 15.48, 0, 9.99, 0, 0, 0, 0, 0, 0, 5.49],
        creditPacks: [0, 0, 40, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      2021,
      'en',
    );
    expect(rows).toHaveLength(12);
    expect(rows[2]).toEqual({ key: 3, label: 'Mar', values: { licences: 15.48, creditPacks: 40 } });
    expect(rows[11]).toEqual({ key: 12, label: 'Dec', values: { licences: 5.49, creditPacks: 0 } });
  });
});

describe('totals', () => {
  it('adds counts, and money to the cent without floating-point noise', () => {
    expect(total([1, 2, 3])).toBe(6);
    expect(total([])).toBe(0);
    expect(moneyTotal([0.1, 0.2])).toBe(0.3);
    expect(moneyTotal([5.49, 9.99, 5.49])).toBe(20.97);
    expect(
      revenueTotals([
        { currency: 'EUR', perMonth: [5.49, 9.99], licences: [5.49, 9.99], creditPacks: [0, 0] },
      ]),
    ).toEqual([{ currency: 'EUR', amount: 15.48 }]);
  });
});
