import { describe, expect, it } from 'vitest';
import { dayLabel, lastDaysRows, licenceRows, sum } from './reseller-series.ts';

describe("the reseller home's rows", () => {
  it('labels each UTC day in the language shown and fills a missing count with 0', () => {
    expect(lastDaysRows(['2026-04-30', '2026-05-01'], { code: [2], integration: [0, 3] }, 'en')).toEqual([
      { key: 0, label: 'Apr 30', values: { code: 2, integration: 0 } },
      { key: 1, label: 'May 1', values: { code: 0, integration: 3 } },
    ]);
    expect(dayLabel('2026-05-01', 'ar')).toBe(
      new Intl.DateTimeFormat('ar', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
        Date.UTC(2026, 4, 1),
      ),
    );
  });

  it('adds up counts and lists the licence states in order', () => {
    expect(sum([1, 2, 3])).toBe(6);
    expect(licenceRows({ lifetime: 4, trial: 2, none: 1 }, (kind) => kind.toUpperCase())).toEqual([
      { key: 0, label: 'LIFETIME', values: { clients: 4 } },
      { key: 1, label: 'TRIAL', values: { clients: 2 } },
      { key: 2, label: 'NONE', values: { clients: 1 } },
    ]);
  });
});
