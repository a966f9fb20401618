import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensurePrivateDirectory } from './private-files.ts';

/**
 * The configured secret, or (outside production, where configuration requires one) a random one generated on
 * first start into the data directory and reused afterwards, readable by its owner only.
 */
export async function loadLocalSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): Promise<string> {
  if (configured) return configured;
  await ensurePrivateDirectory(dataDir);
  const path = join(dataDir, fileName);
  const existing = (await readFile(path, 'utf8').catch(() => ''))?.trim();
  if (existing) return existing;
  await writeFile(path, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 }).catch(
    (error: unknown) => {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    },
  );
  await chmod(path, 0o600);
  return (await readFile(path, 'utf8')).trim();
}
