import { describe, expect, it } from 'vitest';
import { daySeries, monthAndYear, monthSeries, padCounts, yearChoices } from './stats-series.ts';

describe('padCounts', () => {
  it('fills missing months or days with zero and drops any beyond the length', () => {
    expect(padCounts([3, 1], 4)).toEqual([3, 1, 0, 0]);
    expect(padCounts(undefined, 3)).toEqual([0, 0, 0]);
    expect(padCounts([1, 2, 3, 4], 2)).toEqual([1, 2]);
  });
});

describe('monthSeries', () => {
  it('gives twelve months labelled in the language shown, with their counts', () => {
    const english = monthSeries([5, 0, 2], 2021, 'en');
    expect(english).toHaveLength(12);
    expect(english[0]).toEqual({ key: 1, label: 'Jan', count: 5 });
    expect(english[2]).toEqual({ key: 3, label: 'Mar', count: 2 });
    expect(english[11]).toEqual({ key: 12, label: 'Dec', count: 0 });
    expect(monthSeries([], 2021, 'de')[2]?.label).toBe('Mär');
  });
});

describe('daySeries', () => {
  it('has a day for every day of the month, leap years included', () => {
    expect(daySeries([1], 2024, 2, 'en')).toHaveLength(29);
    expect(daySeries([1], 2023, 2, 'en')).toHaveLength(28);
    const march = daySeries([0, 4], 2021, 3, 'en');
    expect(march).toHaveLength(31);
    expect(march[1]).toEqual({ key: 2, label: '2', count: 4 });
    expect(march[30]).toEqual({ key: 31, label: '31', count: 0 });
  });
});

describe('monthAndYear', () => {
  it('names the month and year in the language shown', () => {
    expect(monthAndYear(2021, 3, 'en')).toBe('March 2021');
    expect(monthAndYear(2021, 3, 'fr')).toBe('mars 2021');
  });
});

describe('yearChoices', () => {
  it('offers this year and the nine before it, newest first', () => {
    expect(yearChoices(2025)).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
  });

  it('stays within the years the API accepts', () => {
    expect(yearChoices(2003)).toEqual([2003, 2002, 2001, 2000]);
  });
});
