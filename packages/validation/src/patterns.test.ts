import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { macAddressSchema, pairingCodeSchema } from './device-app.ts';
import { deviceIdPattern, deviceIdSchema } from './device-id.ts';
import { hasForbiddenCharacters, textPattern } from './fields.ts';
import { hostPattern, hostSchema, normaliseHost } from './host.ts';

/** A pattern as JSON Schema validators read it: ECMA-262 with Unicode semantics, no flags of its own. */
const described = (pattern: string) => new RegExp(pattern, 'u');

/** The pattern a schema's metadata gives the API's description. */
function patternOf(schema: { meta(): Record<string, unknown> | undefined }): string {
  const pattern = schema.meta()?.pattern;
  if (typeof pattern !== 'string') throw new Error('no pattern');
  return pattern;
}

const texts = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({
    unit: fc.constantFrom('a', ' ', '\t', '\n', '\r', '\u0001', '\u007f', '\ud800', '\udc00', '😀'),
    maxLength: 8,
  }),
);

describe('textPattern', () => {
  it('accepts exactly the texts without forbidden characters', () => {
    for (const multiline of [false, true]) {
      const pattern = described(textPattern({ multiline }));
      fc.assert(
        fc.property(texts, (text) => {
          expect(pattern.test(text)).toBe(!hasForbiddenCharacters(text, { multiline }));
        }),
      );
    }
  });

  it('when required, also asks for a character that is not white space', () => {
    for (const multiline of [false, true]) {
      const pattern = described(textPattern({ multiline, required: true }));
      fc.assert(
        fc.property(texts, (text) => {
          expect(pattern.test(text)).toBe(!hasForbiddenCharacters(text, { multiline }) && /\S/.test(text));
        }),
      );
    }
  });

  it('keeps pairs of surrogates (emoji) and refuses halves', () => {
    expect(described(textPattern()).test('Kitchen 😀')).toBe(true);
    expect(described(textPattern()).test('Kitchen \ud83d')).toBe(false);
  });
});

describe('deviceIdPattern', () => {
  const pattern = described(deviceIdPattern.source);
  const typed = fc.string({
    unit: fc.constantFrom('a', 'B', '0', '9', 'f', ':', '-', '.', ' ', '\t', 'g', '_', '🙂'),
    maxLength: 30,
  });

  it('has no flags, so the description carries it as the API applies it', () => {
    expect(deviceIdPattern.flags).toBe('');
  });

  it('accepts what the device id schema accepts, and nothing else', () => {
    fc.assert(
      fc.property(typed, (id) => {
        expect(pattern.test(id)).toBe(deviceIdSchema.safeParse(id).success);
      }),
    );
    for (const id of [
      'AA:BB:CC:DD:EE:FF',
      'aa-bb-cc-dd-ee-ff',
      'aabbccddeeff',
      'AA.BB.CC.DD.EE.FF',
      ' AA BB CC DD EE FF ',
    ]) {
      expect(pattern.test(id), id).toBe(true);
    }
  });
});

describe('hostPattern', () => {
  const pattern = described(hostPattern);

  it('never accepts what the host rule refuses', () => {
    const part = fc.constantFrom(
      'http://',
      'https://',
      'HTTP://',
      'ftp://',
      'tv',
      'Example',
      'xn--80ak6aa92e',
      'xn--',
      '-',
      '.',
      '.com',
      ':',
      ':8080',
      ':99999',
      '/',
      '?',
      '#',
      '@',
      ' ',
      '1',
      '255',
      '256',
      'user',
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const host = parts.join('');
        // The one rule the pattern cannot say, stated in the field's description instead: an `xn--` label that
        // is not Punycode is refused (host_invalid).
        const notPunycode = (host.match(/(?<=^|[./])xn--[^./:?#@]*/gi) ?? []).some((label) => {
          try {
            new URL(`http://${label}`);
            return false;
          } catch {
            return true;
          }
        });
        if (pattern.test(host) && !notPunycode) expect(normaliseHost(host), host).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts the hosts people write', () => {
    for (const host of [
      'http://line.example.com',
      'HTTPS://TV.Example.COM:8080/',
      '  http://192.168.1.20:25461  ',
      'http://xn--80ak6aa92e.com',
      'http://a.com:',
      'http://a.com:0080',
    ]) {
      expect(pattern.test(host), host).toBe(true);
      expect(hostSchema.safeParse(host).success, host).toBe(true);
    }
  });
});

describe('the patterns of other fields', () => {
  it('take a pairing code as the schema does', () => {
    const pattern = described(patternOf(pairingCodeSchema));
    for (const code of [
      '34679ACD',
      '3467-9acd',
      ' 3467 9ACD ',
      '34679AC',
      '34679ACDE',
      '0467-9ACD',
      '3467\t9ACD',
    ]) {
      expect(pattern.test(code), code).toBe(pairingCodeSchema.safeParse(code).success);
    }
  });

  it('take a MAC address as the schema does', () => {
    const pattern = described(patternOf(macAddressSchema));
    for (const mac of [
      '',
      '  ',
      'AA:BB:CC:DD:EE:FF',
      'aa-bb-cc-dd-ee-ff',
      ' aabbccddeeff ',
      'AA:BB:CC',
      'AA\tBB:CC:DD:EE:FF',
    ]) {
      expect(pattern.test(mac), JSON.stringify(mac)).toBe(macAddressSchema.safeParse(mac).success);
    }
  });
});
