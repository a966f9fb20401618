import { describe, expect, it } from 'vitest';
import { paidLicenceSources, revenueSeries } from './operator-stats.ts';

describe('revenueSeries', () => {
  const zeros = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

  it('gives each currency twelve months, currencies in code order, months without payments at zero', () => {
    expect(
      revenueSeries([
        { bucket: 3, currency: 'USD', source: 'licences', amount: 6 },
        { bucket: 3, currency: 'EUR', source: 'licences', amount: 15.48 },
        { bucket: 12, currency: 'EUR', source: 'licences', amount: 5.49 },
      ]),
    ).toEqual([
      {
        currency: 'EUR',
        perMonth: [0, 0, 15.48, 0, 0, 0, 0, 0, 0, 0, 0, 5.49],
        licences: [0, 0, 15.48, 0, 0, 0, 0, 0, 0, 0, 0, 5.49],
        creditPacks: zeros,
      },
      {
        currency: 'USD',
        perMonth: [0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        licences: [0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        creditPacks: zeros,
      },
    ]);
  });

  it('keeps what licences and credit packs brought apart, and their sum in all', () => {
    expect(
      revenueSeries([
        { bucket: 2, currency: 'EUR', source: 'licences', amount: 5.49 },
        { bucket: 2, currency: 'EUR', source: 'creditPacks', amount: 40 },
        { bucket: 4, currency: 'EUR', source: 'creditPacks', amount: 75.5 },
      ]),
    ).toEqual([
      {
        currency: 'EUR',
        perMonth: [0, 45.49, 0, 75.5, 0, 0, 0, 0, 0, 0, 0, 0],
        licences: [0, 5.49, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        creditPacks: [0, 40, 0, 75.5, 0, 0, 0, 0, 0, 0, 0, 0],
      },
    ]);
  });

  it('adds rows of the same month and currency to the cent, and ignores buckets outside the year', () => {
    expect(
      revenueSeries([
        { bucket: 1, currency: 'EUR', source: 'licences', amount: 0.1 },
        { bucket: 1, currency: 'EUR', source: 'licences', amount: 0.2 },
        { bucket: 0, currency: 'EUR', source: 'licences', amount: 100 },
        { bucket: 13, currency: 'EUR', source: 'creditPacks', amount: 100 },
      ]),
    ).toEqual([
      {
        currency: 'EUR',
        perMonth: [0.3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        licences: [0.3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        creditPacks: zeros,
      },
    ]);
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
