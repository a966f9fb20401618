import { describe, expect, it } from 'vitest';
import { creditPackBody, validateCreditPack } from './credit-pack-validator.ts';

describe("a pack's form, checked with the API's rule", () => {
  it('refuses a price of zero, one with three decimals and a currency in small letters', () => {
    expect(validateCreditPack({ credits: 10, price: '0', currency: null, active: true })).toEqual({
      price: { message: 'validation.price', args: {} },
    });
    expect(validateCreditPack({ credits: 10, price: '9.999', currency: 'eur' })).toEqual({
      price: { message: 'validation.price', args: {} },
      currency: { message: 'validation.currency', args: {} },
    });
    expect(validateCreditPack({ credits: 0, price: '9' })).toMatchObject({
      credits: { message: 'validation.min_value' },
    });
  });

  it("leaves out a currency left empty, so that the shop's (or the pack's own) stays", () => {
    expect(validateCreditPack({ credits: 10, price: '9.5', currency: null, active: true })).toEqual({});
    expect(creditPackBody({ credits: 10, price: '9.5', currency: null, active: true })).toEqual({
      credits: 10,
      price: '9.5',
      active: true,
    });
    expect(creditPackBody({ credits: 10, price: '9.5', currency: 'USD' })).toMatchObject({ currency: 'USD' });
  });
});
