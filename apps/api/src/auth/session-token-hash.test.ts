import { describe, expect, it } from 'vitest';
import { hashSessionToken, hashSessionTokensInStorage, storedSessionToken } from './session-token-hash.ts';

/** A secondary storage in memory, to see exactly what the wrapper hands it. */
function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    storage: {
      get: (key: string) => entries.get(key) ?? null,
      getAndDelete(key: string) {
        const value = entries.get(key) ?? null;
        entries.delete(key);
        return value;
      },
      increment(key: string) {
        const count = Number(entries.get(key) ?? 0) + 1;
        entries.set(key, String(count));
        return count;
      },
      set(key: string, value: string) {
        entries.set(key, value);
      },
      delete(key: string) {
        entries.delete(key);
      },
    },
  };
}

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const hash = hashSessionToken(token);

describe('session tokens in the secondary storage', () => {
  it('keys a session by the hash of its token and keeps the hash in the value', async () => {
    const { entries, storage } = memoryStorage();
    const hashed = hashSessionTokensInStorage(storage);
    await hashed.set(token, JSON.stringify({ session: { id: 's1', token }, user: { id: 'u1' } }), 60);
    expect([...entries.keys()]).toEqual([hash]);
    expect(JSON.stringify([...entries])).not.toContain(token);

    // Read by the token, the entry carries the token again; read by the hash, the hash.
    expect(JSON.parse(String(await hashed.get(token))).session.token).toBe(token);
    expect(JSON.parse(String(await hashed.get(hash))).session.token).toBe(hash);
    await hashed.delete(token);
    expect(entries.size).toBe(0);
  });

  it("hashes the tokens of a user's list of sessions and leaves other values alone", async () => {
    const { entries, storage } = memoryStorage();
    const hashed = hashSessionTokensInStorage(storage);
    await hashed.set('active-sessions-u1', JSON.stringify([{ token, expiresAt: 1 }]), 60);
    expect(JSON.parse(entries.get('active-sessions-u1') ?? '')).toEqual([{ token: hash, expiresAt: 1 }]);

    const verification = JSON.stringify({ identifier: 'x', value: token });
    await hashed.set('verification:x', verification, 60);
    expect(entries.get('verification:x')).toBe(verification);
    expect(await hashed.increment('dpop-proof:1', 60)).toBe(1);
  });

  it('tells a stored hash from a token', () => {
    expect(storedSessionToken(token)).toBe(hash);
    expect(storedSessionToken(hash)).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
