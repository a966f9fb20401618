import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomFillSync } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensurePrivateDirectory } from './private-files.ts';

const version = 'v1';
const ivLength = 12;

/**
 * Fresh IVs taken from a pool that the system's CSPRNG fills 256 at a time, as Node's `randomUUID` does: one
 * call for many instead of one per password (each call costs about ten times the copy). Every IV is handed out
 * once; the pool is refilled before any byte of it could be used twice.
 */
function ivSource() {
  const pool = Buffer.alloc(ivLength * 256);
  let next = pool.length;
  return (): Buffer => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    const iv = Buffer.from(pool.subarray(next, next + ivLength));
    next += ivLength;
    return iv;
  };
}

/** Encrypts playlist passwords at rest with AES-256-GCM: a fresh IV per value, the tag checked on the way out. */
export function createPlaylistCipher(key: Buffer) {
  if (key.length !== 32) throw new Error('The playlist encryption key must be 32 bytes');
  const digestKey = createHmac('sha256', key).update('vela request digest v1').digest();
  const freshIv = ivSource();
  return {
    encrypt(plain: string): string {
      const iv = freshIv();
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        version,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(stored: string): string {
      const [tag, iv, authTag, body] = stored.split('.');
      if (tag !== version || !iv || !authTag || body === undefined)
        throw new Error('Unknown playlist secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    /**
     * A keyed digest (HMAC-SHA256, under a key derived from this one) of a text that holds a password: two
     * texts compare by it, but a stolen database gives nothing to test guesses against.
     */
    digest(text: string): string {
      return createHmac('sha256', digestKey).update(text).digest('hex');
    },
  };
}

export type PlaylistCipher = ReturnType<typeof createPlaylistCipher>;

const keyFileName = 'playlist-encryption.key';

/**
 * The configured key, or (outside production) one generated on first start into the data directory and
 * reused afterwards, readable by its owner only.
 */
export async function loadPlaylistKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64');
  await ensurePrivateDirectory(dataDir);
  const path = join(dataDir, keyFileName);
  const existing = await readFile(path, 'utf8').catch(() => null);
  if (existing) return Buffer.from(existing.trim(), 'base64');
  const key = randomBytes(32);
  await writeFile(path, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 }).catch(
    async (error: unknown) => {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    },
  );
  await chmod(path, 0o600);
  return Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
}
