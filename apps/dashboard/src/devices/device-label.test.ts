import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label.ts';

describe('a device as lists and pickers name it', () => {
  it('is its id until its owner names it, then the name with the id, each isolated', () => {
    expect(deviceLabel({ id: 'AA:BB:CC:DD:EE:FF', name: null })).toBe('AA:BB:CC:DD:EE:FF');
    expect(deviceLabel({ id: 'AA:BB:CC:DD:EE:FF', name: 'غرفة المعيشة' })).toBe(
      '\u2068غرفة المعيشة\u2069 (\u2066AA:BB:CC:DD:EE:FF\u2069)',
    );
  });
});
