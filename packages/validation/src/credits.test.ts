import { describe, expect, it } from 'vitest';
import { creditPackPriceMax, creditPackSchema } from './credits.ts';

const codeOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0] && { field: result.error.issues[0].path[0], key: result.error.issues[0].message };

describe('a pack of credits', () => {
  it('keeps its price as text with two decimals, given as text or as a number', () => {
    const priceOf = (price: unknown) => creditPackSchema.parse({ credits: 100, price }).price;
    expect(priceOf('49')).toBe('49.00');
    expect(priceOf('49.9')).toBe('49.90');
    expect(priceOf('0.01')).toBe('0.01');
    expect(priceOf(49)).toBe('49.00');
    // Numbers that binary floating point cannot write exactly still have two decimals.
    expect(priceOf(0.29)).toBe('0.29');
    expect(priceOf(19.99)).toBe('19.99');
    expect(priceOf(creditPackPriceMax)).toBe('99999999.99');
  });

  it('refuses a price of nothing, of more than two decimals, signed, written otherwise or too large', () => {
    for (const price of [
      '0',
      '0.00',
      '-1',
      '+1',
      '1.234',
      '1e3',
      '01.50',
      ' 5',
      '',
      0,
      -1,
      1.234,
      1e9,
      null,
    ]) {
      expect(codeOf(creditPackSchema.safeParse({ credits: 10, price })), String(price)).toEqual({
        field: 'price',
        key: 'price',
      });
    }
  });

  it('takes whole credits from one, a currency of three capital letters, and leaves both optional ones out', () => {
    expect(creditPackSchema.parse({ credits: 5, price: '1.00' })).toEqual({ credits: 5, price: '1.00' });
    expect(creditPackSchema.parse({ credits: 5, price: '1', currency: 'USD', active: false })).toEqual({
      credits: 5,
      price: '1.00',
      currency: 'USD',
      active: false,
    });
    expect(codeOf(creditPackSchema.safeParse({ credits: 0, price: '1' }))).toEqual({
      field: 'credits',
      key: 'min_value',
    });
    expect(codeOf(creditPackSchema.safeParse({ credits: 1.5, price: '1' }))).toEqual({
      field: 'credits',
      key: 'number',
    });
    for (const currency of ['eur', 'EURO', 'E1R']) {
      expect(codeOf(creditPackSchema.safeParse({ credits: 5, price: '1', currency }))).toEqual({
        field: 'currency',
        key: 'currency',
      });
    }
  });
});
