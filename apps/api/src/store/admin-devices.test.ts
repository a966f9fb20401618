import { identifierSearchDigits } from '@vela/validation';
import { describe, expect, it } from 'vitest';
import { likeLiteral } from './like.ts';

describe('searching devices by MAC address', () => {
  it('keeps the hex digits of any notation, upper case', () => {
    expect(identifierSearchDigits(' aa:bb:cc:dd:ee:ff ')).toBe('AABBCCDDEEFF');
    expect(identifierSearchDigits('AA-BB-CC')).toBe('AABBCC');
    expect(identifierSearchDigits('aabb.ccdd')).toBe('AABBCCDD');
    expect(identifierSearchDigits('')).toBe('');
  });

  it('matches nothing for what cannot be part of a MAC address', () => {
    expect(identifierSearchDigits('aa:zz')).toBeNull();
    expect(identifierSearchDigits('%')).toBeNull();
  });
});

describe('searching text with LIKE', () => {
  it('takes wildcards and the escape character literally', () => {
    expect(likeLiteral('ann_b%c\\d')).toBe('ann\\_b\\%c\\\\d');
    expect(likeLiteral('plain@example.com')).toBe('plain@example.com');
  });
});
