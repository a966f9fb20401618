import { describe, expect, it } from 'vitest';
import { deviceClaimSchema, licenceTransferSchema } from './device-app.ts';

const firstMessage = (value: unknown) => {
  const result = deviceClaimSchema.safeParse(value);
  return result.success ? null : { path: result.error.issues[0]?.path, key: result.error.issues[0]?.message };
};

describe('claiming a device', () => {
  it('takes a pairing code as a person types it', () => {
    expect(deviceClaimSchema.parse({ pairing_code: ' acde-fghj ' })).toEqual({ pairing_code: 'ACDEFGHJ' });
  });

  it('takes a device id in any notation with its key', () => {
    expect(deviceClaimSchema.parse({ deviceid: 'a2b1c3d4e5f6', device_key: 'abc_DEF-123' })).toEqual({
      deviceid: 'A2:B1:C3:D4:E5:F6',
      device_key: 'abc_DEF-123',
    });
  });

  it('names what is missing: the code when nothing is given, the key when only the id is', () => {
    expect(firstMessage({})).toEqual({ path: ['pairing_code'], key: 'required' });
    expect(firstMessage({ deviceid: 'A2:B1:C3:D4:E5:F6' })).toEqual({
      path: ['device_key'],
      key: 'required',
    });
    expect(firstMessage({ device_key: 'abc' })).toEqual({ path: ['deviceid'], key: 'serial_nr' });
    expect(firstMessage({ pairing_code: '0OIL5SZ2' })).toEqual({
      path: ['pairing_code'],
      key: 'pairing_code_invalid',
    });
  });

  it('moves a licence only to a valid device id', () => {
    expect(licenceTransferSchema.parse({ to_deviceid: 'a2-b1-c3-d4-e5-f6' })).toEqual({
      to_deviceid: 'A2:B1:C3:D4:E5:F6',
    });
    expect(licenceTransferSchema.safeParse({ to_deviceid: 'nope' }).success).toBe(false);
  });
});
