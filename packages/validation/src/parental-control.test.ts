import { describe, expect, it } from 'vitest';
import {
  parentalPinChangeSchema,
  parentalPinSchema,
  parentalUnlockSchema,
  parentalVerifySchema,
} from './parental-control.ts';

const keyOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('a parental PIN', () => {
  it('takes 4 to 8 ASCII digits, exactly as typed', () => {
    for (const pin of ['0000', '1234', '12345678', '0042']) expect(parentalPinSchema.parse(pin)).toBe(pin);
  });

  it('refuses anything else with its own key', () => {
    for (const pin of ['123', '123456789', '12a4', ' 1234', '1234 ', '١٢٣٤', '１２３４', '', '12.4'])
      expect(keyOf(parentalPinSchema.safeParse(pin)), pin).toBe('parental_pin');
    expect(keyOf(parentalPinSchema.safeParse(1234))).toBe('parental_pin');
    expect(keyOf(parentalPinSchema.safeParse(undefined))).toBe('parental_pin');
  });
});

describe('the parental requests', () => {
  it('change a PIN with the new one, and the current PIN or the password when one is set', () => {
    expect(parentalPinChangeSchema.parse({ pin: '2468' })).toEqual({ pin: '2468' });
    expect(parentalPinChangeSchema.parse({ pin: '2468', current_pin: '1357' })).toMatchObject({
      current_pin: '1357',
    });
    expect(keyOf(parentalPinChangeSchema.safeParse({ pin: '2468', current_pin: 'x' }))).toBe('parental_pin');
  });

  it('unlock with the PIN or the password, exactly one of them', () => {
    expect(parentalUnlockSchema.parse({ pin: '1357' })).toEqual({ pin: '1357' });
    expect(parentalUnlockSchema.parse({ password: 'secret words' })).toEqual({ password: 'secret words' });
    expect(keyOf(parentalUnlockSchema.safeParse({}))).toBe('parental_proof');
    expect(keyOf(parentalUnlockSchema.safeParse({ pin: '1357', password: 'secret words' }))).toBe(
      'parental_proof',
    );
  });

  it('let the TV check a PIN with its id and key', () => {
    const body = { deviceid: 'AA:BB:CC:DD:EE:FF', device_key: 'abc_DEF-123', pin: '9876' };
    expect(parentalVerifySchema.parse(body)).toMatchObject({ deviceid: 'AA:BB:CC:DD:EE:FF', pin: '9876' });
    expect(keyOf(parentalVerifySchema.safeParse({ ...body, pin: '98' }))).toBe('parental_pin');
  });
});
