import { describe, expect, it } from 'vitest';
import { deviceLabelSchema, deviceNameMaxLength, deviceNoteMaxLength } from './device-names.ts';

describe('a TV name and note', () => {
  it('trims them, keeps what is absent absent and clears what is empty', () => {
    expect(deviceLabelSchema.parse({ name: '  Living room ', note: 'By the window\nsecond line' })).toEqual({
      name: 'Living room',
      note: 'By the window\nsecond line',
    });
    expect(deviceLabelSchema.parse({ name: 'Kitchen' })).toEqual({ name: 'Kitchen', note: undefined });
    expect(deviceLabelSchema.parse({ name: '   ', note: null })).toEqual({ name: null, note: null });
  });

  it('refuses a name too long, one on two lines and control characters, with translatable keys', () => {
    const tooLong = deviceLabelSchema.safeParse({ name: 'x'.repeat(deviceNameMaxLength + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe('max_length');
    expect(deviceLabelSchema.safeParse({ name: 'x'.repeat(deviceNameMaxLength) }).success).toBe(true);
    expect(deviceLabelSchema.safeParse({ name: 'two\nlines' }).error?.issues[0]?.message).toBe(
      'invalid_characters',
    );
    expect(
      deviceLabelSchema.safeParse({ note: 'y'.repeat(deviceNoteMaxLength + 1) }).error?.issues[0]?.message,
    ).toBe('max_length');
    expect(deviceLabelSchema.safeParse({ name: 42 }).error?.issues[0]?.message).toBe('invalid_type');
    expect(deviceLabelSchema.safeParse('Living room').error?.issues[0]?.message).toBe('invalid_type');
  });
});
