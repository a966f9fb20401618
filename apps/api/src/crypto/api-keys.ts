import { createHash, randomBytes } from 'node:crypto';

/** The fixed beginning of every integration API key, so that a leaked one is recognised by secret scanners. */
const apiKeyTag = 'vela_';

/** How much of a key lists show: the tag and the first 8 random characters. */
const visibleLength = apiKeyTag.length + 8;

/** `vela_` and 32 random bytes in base64url (43 characters). */
const wellFormed = /^vela_[A-Za-z0-9_-]{43}$/;

export interface NewApiKey {
  /** The key itself: handed to its owner once, never stored. */
  key: string;
  prefix: string;
  hash: string;
}

/**
 * API keys are 256 random bits, so one SHA-256 stores them safely (nothing to guess, no dictionary to try):
 * a slow password hash would only slow down every call (decision 18).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newApiKey(): NewApiKey {
  const key = `${apiKeyTag}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, visibleLength), hash: hashApiKey(key) };
}

/** Whether a presented text can be a key at all; anything else is refused without a database lookup. */
export function isWellFormedApiKey(text: string): boolean {
  return wellFormed.test(text);
}
