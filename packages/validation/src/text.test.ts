import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceRegistrationSchema } from './device-app.ts';
import { hasForbiddenCharacters } from './fields.ts';
import { formFieldsSchema } from './form-fields.ts';
import { contactFormSchema, supportFormSchema, ticketFormSchema } from './forms.ts';
import { fieldErrors } from './issues.ts';

const keysOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success || !result.error
    ? {}
    : Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([path, m]) => [path, m.key]));

describe('hasForbiddenCharacters', () => {
  it('finds every C0 control character and DEL in a single line', () => {
    for (let code = 0; code < 0x20; code++) {
      expect(hasForbiddenCharacters(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(true);
    }
    expect(hasForbiddenCharacters('a\u007fb')).toBe(true);
  });

  it('keeps tab and line breaks in a multi-line text, and nothing else of C0', () => {
    expect(hasForbiddenCharacters('one\ttwo\nthree\r\nfour', { multiline: true })).toBe(false);
    expect(hasForbiddenCharacters('one\u0000two', { multiline: true })).toBe(true);
    expect(hasForbiddenCharacters('bell\u0007', { multiline: true })).toBe(true);
  });

  it('finds a surrogate without its pair, wherever it stands, and accepts paired ones', () => {
    for (const text of ['\ud800', '\udc00', 'a\udc00b', 'a\ud800b', 'end\ud83d', '\ude00start']) {
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasForbiddenCharacters('📺 Ünïcødé 名前 ελληνικά العربية')).toBe(false);
  });

  it('agrees with the platform on well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const wellFormed = !/[\ud800-\udfff]/u.test(text);
        const controls = [...text].some((c) => {
          const code = c.codePointAt(0) ?? 0;
          return code < 0x20 || code === 0x7f;
        });
        expect(hasForbiddenCharacters(text)).toBe(!wellFormed || controls);
      }),
    );
  });
});

describe('text fields of the forms', () => {
  it('refuses NUL and broken surrogates in every field of the contact form', () => {
    const form = {
      email: 'ann@example.com',
      firstname: 'Ann',
      lastname: 'Lee',
      contact_topic: 'Billing',
      message: 'Hello',
      consent: true,
    };
    for (const field of ['firstname', 'lastname', 'contact_topic', 'message', 'email'] as const) {
      for (const bad of ['x\u0000y', 'x\udc00y']) {
        expect(keysOf(contactFormSchema.safeParse({ ...form, [field]: bad })), field).toEqual({
          [field]: 'invalid_characters',
        });
      }
    }
  });

  it('keeps line breaks in messages but not in one-line fields', () => {
    expect(
      supportFormSchema.safeParse({ email: 'a@b.co', message: 'one\ntwo\tthree', agreement: true }).success,
    ).toBe(true);
    expect(keysOf(ticketFormSchema.safeParse({ subject: 'a\nb', content: 'x\ny' }))).toEqual({
      subject: 'invalid_characters',
    });
  });

  it('refuses a forbidden character in the wire format of any form', () => {
    expect(keysOf(formFieldsSchema.safeParse({ fields: [{ name: 'message', value: 'a\u0000' }] }))).toEqual({
      'fields.0.value': 'invalid_characters',
    });
  });
});

describe('device registration', () => {
  it('keeps the MAC address in canonical form, in any notation, and refuses anything else', () => {
    for (const mac of ['0a1b2c3d4e5f', '0A-1B-2C-3D-4E-5F', ' 0a:1b:2c:3d:4e:5f ', '0a1b.2c3d.4e5f']) {
      expect(deviceRegistrationSchema.parse({ mac_address: mac }).mac_address, mac).toBe('0A:1B:2C:3D:4E:5F');
    }
    expect(deviceRegistrationSchema.parse({ mac_address: '' }).mac_address).toBeUndefined();
    for (const mac of ['0a1b2c3d4e', 'not a mac', '0A:1B:2C:3D:4E:5G']) {
      expect(keysOf(deviceRegistrationSchema.safeParse({ mac_address: mac })), mac).toEqual({
        mac_address: 'invalid_device_id',
      });
    }
  });

  it('refuses NUL and broken surrogates in what the device reports', () => {
    for (const field of ['device_brand', 'os', 'device_info', 'mac_address', 'player_id'] as const) {
      expect(keysOf(deviceRegistrationSchema.safeParse({ [field]: 'TV\u0000' })), field).toEqual({
        [field]: 'invalid_characters',
      });
      expect(keysOf(deviceRegistrationSchema.safeParse({ [field]: 'TV\ud800' })), field).toEqual({
        [field]: 'invalid_characters',
      });
    }
  });

  it('registers without an id, and updates only with both id and key', () => {
    expect(deviceRegistrationSchema.safeParse({ device_brand: 'LG' }).success).toBe(true);
    expect(
      deviceRegistrationSchema.safeParse({ deviceid: 'AA:BB:CC:DD:EE:FF', device_key: 'abcDEF_-123' })
        .success,
    ).toBe(true);
    expect(keysOf(deviceRegistrationSchema.safeParse({ deviceid: 'AA:BB:CC:DD:EE:FF' }))).toEqual({
      device_key: 'device_key_required',
    });
  });
});
