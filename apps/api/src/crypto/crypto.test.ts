import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pairingCodeAlphabet, pairingCodeSchema } from '@vela/validation';
import { describe, expect, it } from 'vitest';
import { deviceKeyMatches, hashDeviceKey, newDeviceId, newDeviceKey, newPairingCode } from './device-keys.ts';
import { createPlaylistCipher, loadPlaylistKey } from './playlist-secrets.ts';

describe('device ids', () => {
  it('are random MAC-form ids in the locally administered unicast range', () => {
    const ids = Array.from({ length: 500 }, () => newDeviceId());
    for (const id of ids) {
      expect(id).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/);
      const first = Number.parseInt(id.slice(0, 2), 16);
      expect(first & 0x02, id).toBe(0x02);
      expect(first & 0x01, id).toBe(0);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('pairing codes', () => {
  it('are eight characters of the unambiguous alphabet that the claim form reads back', () => {
    const codes = Array.from({ length: 200 }, () => newPairingCode(pairingCodeAlphabet, 8));
    for (const code of codes) {
      expect(code).toHaveLength(8);
      expect(pairingCodeSchema.parse(code.toLowerCase().replace(/(.{4})/, '$1-'))).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('device keys', () => {
  it('are 256-bit random secrets, stored only as a hash', () => {
    const key = newDeviceKey();
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(newDeviceKey()).not.toBe(key);
    const hash = hashDeviceKey(key);
    expect(hash).not.toContain(key);
    expect(deviceKeyMatches(key, hash)).toBe(true);
    expect(deviceKeyMatches(`${key}x`, hash)).toBe(false);
  });
});

describe('playlist secrets', () => {
  const cipher = createPlaylistCipher(Buffer.alloc(32, 7));

  it('encrypt with a fresh IV each time and decrypt back', () => {
    const a = cipher.encrypt('s3cret pässword 🔐');
    const b = cipher.encrypt('s3cret pässword 🔐');
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret');
    expect(cipher.decrypt(a)).toBe('s3cret pässword 🔐');
  });

  it('never give two values the same IV, across refills of the pool of random bytes', () => {
    const ivs = Array.from({ length: 1000 }, () => cipher.encrypt('same').split('.')[1]);
    expect(new Set(ivs).size).toBe(1000);
    expect(ivs.every((iv) => Buffer.from(iv ?? '', 'base64url').length === 12)).toBe(true);
  });

  it('refuse a tampered value or another key', () => {
    const stored = cipher.encrypt('secret');
    const parts = stored.split('.');
    const flipped = [
      parts[0],
      parts[1],
      parts[2],
      `${parts[3]?.startsWith('A') ? 'B' : 'A'}${parts[3]?.slice(1)}`,
    ].join('.');
    expect(() => cipher.decrypt(flipped)).toThrow();
    expect(() => createPlaylistCipher(Buffer.alloc(32, 8)).decrypt(stored)).toThrow();
  });

  it('generate a key into the data directory once, readable by its owner only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vela-key-'));
    try {
      const first = await loadPlaylistKey(undefined, dir);
      const again = await loadPlaylistKey(undefined, dir);
      expect(first).toHaveLength(32);
      expect(again.equals(first)).toBe(true);
      expect((await stat(join(dir, 'playlist-encryption.key'))).mode & 0o777).toBe(0o600);
      expect((await readFile(join(dir, 'playlist-encryption.key'), 'utf8')).trim()).toBe(
        first.toString('base64'),
      );
      const configured = Buffer.alloc(32, 1).toString('base64');
      expect((await loadPlaylistKey(configured, dir)).equals(Buffer.alloc(32, 1))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
