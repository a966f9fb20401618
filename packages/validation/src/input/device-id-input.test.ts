import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceIdAfterBackspace, deviceIdMaxLength, formatDeviceIdInput } from './device-id-input.ts';

const partialCanonical = /^([0-9A-F]{2}(:[0-9A-F]{2}){0,5}(:[0-9A-F])?|[0-9A-F])?$/;

describe('formatDeviceIdInput', () => {
  it('keeps only hex digits, upper-cases, and puts a colon after every pair', () => {
    expect(formatDeviceIdInput('a')).toBe('A');
    expect(formatDeviceIdInput('ab')).toBe('AB');
    expect(formatDeviceIdInput('abc')).toBe('AB:C');
    expect(formatDeviceIdInput('zz-a1:b2 c3.d4_e5f6')).toBe('A1:B2:C3:D4:E5:F6');
  });

  it('stops at 17 characters, even for a long paste', () => {
    expect(formatDeviceIdInput('0123456789abcdef0123')).toBe('01:23:45:67:89:AB');
    expect(formatDeviceIdInput('f'.repeat(200))).toHaveLength(deviceIdMaxLength);
  });

  it('ignores emoji, right-to-left text and other scripts', () => {
    expect(formatDeviceIdInput('🙂AA؟BBمرحبا')).toBe('AA:BB');
    expect(formatDeviceIdInput('中文')).toBe('');
  });

  it('is idempotent, never longer than 17 and always of the canonical shape so far', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (raw) => {
        const formatted = formatDeviceIdInput(raw);
        expect(formatDeviceIdInput(formatted)).toBe(formatted);
        expect(formatted.length).toBeLessThanOrEqual(deviceIdMaxLength);
        expect(formatted).toMatch(partialCanonical);
      }),
    );
  });
});

describe('deviceIdAfterBackspace', () => {
  it('removes the last character', () => {
    expect(deviceIdAfterBackspace('AA:BB:C')).toBe('AA:BB');
    expect(deviceIdAfterBackspace('A')).toBe('');
    expect(deviceIdAfterBackspace('')).toBe('');
  });

  it('drops a colon that would be left dangling', () => {
    expect(deviceIdAfterBackspace('AA:B')).toBe('AA');
    expect(deviceIdAfterBackspace('AA:BB:CC:DD:EE:FF')).toBe('AA:BB:CC:DD:EE:F');
  });

  it('empties any field in as many presses as it has digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{0,12}$/), (digits) => {
        let value = formatDeviceIdInput(digits);
        for (let i = 0; i < digits.length; i++) value = deviceIdAfterBackspace(value);
        expect(value).toBe('');
      }),
    );
  });
});
