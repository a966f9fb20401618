import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Creates a directory only its owner may enter (0700), or narrows an existing one to that: it holds the
 * database and the generated keys, which no other user of the machine may read.
 */
export async function ensurePrivateDirectory(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: 0o700 });
  await chmod(path, 0o700);
}

/**
 * Takes every permission of the group and of others off the files and directories below `path`. The
 * embedded database unpacks its first files with the modes they were packed with (readable by all); those,
 * and any left by an older version, are narrowed at each start.
 */
export async function restrictToOwner(path: string): Promise<void> {
  const entries = await readdir(path, { recursive: true });
  await Promise.all(
    entries.map(async (entry) => {
      const target = join(path, entry);
      const { mode } = await stat(target);
      if (mode & 0o077) await chmod(target, mode & 0o700);
    }),
  );
}
