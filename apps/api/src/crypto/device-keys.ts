import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

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
