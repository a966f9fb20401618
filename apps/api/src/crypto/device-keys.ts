import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, handed to the TV app once at registration. */
export function newDeviceKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Device keys are long random secrets, so one SHA-256 is enough to store them safely. */
export function hashDeviceKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function deviceKeyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashDeviceKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * A new device id: six random bytes in MAC form, in the locally administered unicast range (the second
 * lowest bit of the first byte set, the lowest clear), so it never looks like a maker's hardware address.
 */
export function newDeviceId(): string {
  const bytes = randomBytes(6);
  bytes[0] = ((bytes[0] ?? 0) & 0xfc) | 0x02;
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

/** A pairing code of `length` characters drawn evenly from `alphabet`. */
export function newPairingCode(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** Pairing codes are short and live ten minutes; only their hash is kept. */
export function hashPairingCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
