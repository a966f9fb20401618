import { describe, expect, it } from 'vitest';
import { deviceIdSearchPattern } from './admin-devices.ts';

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
