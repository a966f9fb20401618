import { describe, expect, it } from 'vitest';
import { deviceIdSearchPattern, macSearchDigits } from './admin-devices.ts';
import { likeLiteral } from './like.ts';

describe('searching devices by id', () => {
  it('matches any part of an id, in any case and with any separator', () => {
    expect(deviceIdSearchPattern(' a2:b1 ')).toBe('A2:B1');
    expect(deviceIdSearchPattern('c3-d4')).toBe('C3:D4');
    expect(deviceIdSearchPattern('')).toBe('');
  });

  it('matches nothing for what cannot be part of an id, rather than dropping it', () => {
    expect(deviceIdSearchPattern('zz')).toBeNull();
    expect(deviceIdSearchPattern('%')).toBeNull();
    expect(deviceIdSearchPattern('_1')).toBeNull();
  });
});

describe('searching devices by MAC address', () => {
  it('keeps the hex digits of any notation, upper case', () => {
    expect(macSearchDigits(' aa:bb:cc:dd:ee:ff ')).toBe('AABBCCDDEEFF');
    expect(macSearchDigits('AA-BB-CC')).toBe('AABBCC');
    expect(macSearchDigits('aabb.ccdd')).toBe('AABBCCDD');
    expect(macSearchDigits('')).toBe('');
  });

  it('matches nothing for what cannot be part of a MAC address', () => {
    expect(macSearchDigits('aa:zz')).toBeNull();
    expect(macSearchDigits('%')).toBeNull();
  });
});

describe('searching text with LIKE', () => {
  it('takes wildcards and the escape character literally', () => {
    expect(likeLiteral('ann_b%c\\d')).toBe('ann\\_b\\%c\\\\d');
    expect(likeLiteral('plain@example.com')).toBe('plain@example.com');
  });
});
