import { describe, expect, it } from 'vitest';
import { paidLicenceSources, revenueSeries } from './operator-stats.ts';

describe('revenueSeries', () => {
  it('gives each currency twelve months, currencies in code order, months without payments at zero', () => {
    expect(
      revenueSeries([
        { bucket: 3, currency: 'USD', amount: 6 },
        { bucket: 3, currency: 'EUR', amount: 15.48 },
        { bucket: 12, currency: 'EUR', amount: 5.49 },
      ]),
    ).toEqual([
      { currency: 'EUR', perMonth: [0, 0, 15.48, 0, 0, 0, 0, 0, 0, 0, 0, 5.49] },
      { currency: 'USD', perMonth: [0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    ]);
  });

  it('adds rows of the same month and currency to the cent, and ignores buckets outside the year', () => {
    expect(
      revenueSeries([
        { bucket: 1, currency: 'EUR', amount: 0.1 },
        { bucket: 1, currency: 'EUR', amount: 0.2 },
        { bucket: 0, currency: 'EUR', amount: 100 },
        { bucket: 13, currency: 'EUR', amount: 100 },
      ]),
    ).toEqual([{ currency: 'EUR', perMonth: [0.3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }]);
    expect(revenueSeries([])).toEqual([]);
  });
});

describe('paidLicenceSources', () => {
  it('names the captures and subscription cycles of both providers, and no grant made without payment', () => {
    expect([...paidLicenceSources].sort()).toEqual([
      'paypal_capture',
      'paypal_subscription_cycle',
      'simulator_capture',
      'simulator_subscription_cycle',
    ]);
  });
});
