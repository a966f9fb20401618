import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDeviceId, deviceIdSchema, identifierSearchDigits, normaliseDeviceId } from './device-id.ts';

const hexPair = fc.stringMatching(/^[0-9A-F]{2}$/);
const canonicalId = fc.array(hexPair, { minLength: 6, maxLength: 6 }).map((pairs) => pairs.join(':'));

describe('deviceIdSchema', () => {
  it('accepts the canonical form unchanged', () => {
    expect(deviceIdSchema.parse('AA:BB:CC:DD:EE:FF')).toBe('AA:BB:CC:DD:EE:FF');
  });

  it('normalises lower case, dashes and missing separators', () => {
    expect(deviceIdSchema.parse('aa:bb:cc:dd:ee:0f')).toBe('AA:BB:CC:DD:EE:0F');
    expect(deviceIdSchema.parse('aa-bb-cc-dd-ee-ff')).toBe('AA:BB:CC:DD:EE:FF');
    expect(deviceIdSchema.parse(' 0123456789ab ')).toBe('01:23:45:67:89:AB');
  });

  it('reports an empty or missing id with the serial_nr key', () => {
    expect(deviceIdSchema.safeParse('   ').error?.issues[0]?.message).toBe('serial_nr');
    expect(deviceIdSchema.safeParse(undefined).error?.issues[0]?.message).toBe('serial_nr');
  });

  it('refuses ids that are not twelve hex digits', () => {
    for (const bad of [
      'AA:BB:CC:DD:EE',
      'AA:BB:CC:DD:EE:FF:00',
      'GG:BB:CC:DD:EE:FF',
      'AA:BB:CC:DD:EE:F🙂',
      'x'.repeat(5000),
    ]) {
      expect(normaliseDeviceId(bad)).toBeNull();
      expect(deviceIdSchema.safeParse(bad).error?.issues[0]?.message).toBe('invalid_device_id');
    }
  });

  it('round-trips every canonical id, whatever its case and separators', () => {
    fc.assert(
      fc.property(
        canonicalId,
        fc.constantFrom(':', '-', '', ' ', '.'),
        fc.boolean(),
        (id, separator, lower) => {
          const typed = id.replaceAll(':', separator);
          expect(deviceIdSchema.parse(lower ? typed.toLowerCase() : typed)).toBe(id);
        },
      ),
    );
  });

  it('only ever returns the canonical shape', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const result = deviceIdSchema.safeParse(raw);
        if (result.success) expect(result.data).toMatch(canonicalDeviceId);
      }),
    );
  });
});

describe('identifierSearchDigits', () => {
  it('reads a search for an id or a MAC address in any notation as its hex digits', () => {
    expect(identifierSearchDigits('26f57d463278')).toBe('26F57D463278');
    expect(identifierSearchDigits(' 26-f5-7d ')).toBe('26F57D');
    expect(identifierSearchDigits('26:F5:7D:46:32:78')).toBe('26F57D463278');
    expect(identifierSearchDigits('f5.7d 46')).toBe('F57D46');
    expect(identifierSearchDigits('')).toBe('');
  });

  it('matches nothing for what cannot be part of an id, LIKE wildcards included', () => {
    for (const bad of ['zz', '%', '_1', 'a2:b1\\', '26🙂']) expect(identifierSearchDigits(bad)).toBeNull();
  });

  it('gives every notation of an id the digits of its canonical form', () => {
    fc.assert(
      fc.property(
        canonicalId,
        fc.constantFrom(':', '-', '', ' ', '.'),
        fc.boolean(),
        (id, separator, lower) => {
          const typed = id.replaceAll(':', separator);
          expect(identifierSearchDigits(lower ? typed.toLowerCase() : typed)).toBe(id.replaceAll(':', ''));
        },
      ),
    );
  });
});
