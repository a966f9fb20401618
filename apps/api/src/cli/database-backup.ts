import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { backupDatabase, RestoreError, restoreDatabase } from '../db/backup.ts';
import { type DatabaseLocation, openDatabase } from '../db/database.ts';
import { EnvError, invocationDirectory, parseEnv } from '../env.ts';

const usage = `Backs up and restores the database, either engine, as portable JSON lines (docs/decisions/0037).

Usage:
  pnpm --filter @vela/api db:backup <file>    the database of DATABASE_URL, or the embedded one in DATA_DIR
  pnpm --filter @vela/api db:restore <file>   into the database of DATABASE_URL, or DATA_DIR; it must be empty
  DATABASE_URL=postgres://... pnpm --filter @vela/api db:move
                                              the embedded database in DATA_DIR into the empty PostgreSQL of
                                              DATABASE_URL (the dump stays in DATA_DIR as move-<time>.jsonl)

The target is migrated first. Keep DATA_DIR (or set PLAYLIST_ENCRYPTION_KEY and BETTER_AUTH_SECRET to the keys
it holds): playlist passwords and two-factor secrets are encrypted with them.
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [command, file] = process.argv.slice(2);
if (!command || command === '--help' || command === '-h') {
  process.stdout.write(usage);
  process.exit(command ? 0 : 1);
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  throw error;
}

const base = invocationDirectory();
const pathOf = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
const configured: DatabaseLocation = env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
const describe = (location: DatabaseLocation) =>
  'url' in location
    ? `PostgreSQL ${new URL(location.url).pathname.slice(1)}`
    : `the embedded database in ${location.dataDir}`;

async function backup(from: DatabaseLocation, path: string) {
  const database = await openDatabase(from);
  const out = createWriteStream(path, { mode: 0o600 });
  try {
    const counts = await backupDatabase(database, async (line) => {
      if (!out.write(`${line}\n`)) await once(out, 'drain');
    });
    out.end();
    await once(out, 'finish');
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    process.stdout.write(`Wrote ${rows} rows of ${describe(from)} to ${path}\n`);
  } finally {
    await database.close();
  }
}

async function restore(into: DatabaseLocation, path: string) {
  const database = await openDatabase(into);
  try {
    const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
    const counts = await restoreDatabase(database, lines);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    process.stdout.write(`Restored ${rows} rows from ${path} into ${describe(into)}\n`);
  } finally {
    await database.close();
  }
}

try {
  if (command === 'backup' && file) await backup(configured, pathOf(file));
  else if (command === 'restore' && file) await restore(configured, pathOf(file));
  else if (command === 'move') {
    if (!env.DATABASE_URL) fail('Set DATABASE_URL to the empty PostgreSQL database to move to.');
    const dump = join(env.DATA_DIR, `move-${new Date().toISOString().replaceAll(':', '-')}.jsonl`);
    await backup({ dataDir: env.DATA_DIR }, dump);
    await restore({ url: env.DATABASE_URL }, dump);
    process.stdout.write('Start the server with this DATABASE_URL and the same DATA_DIR (or keys).\n');
  } else fail(usage);
} catch (error) {
  if (error instanceof RestoreError) fail(error.message);
  throw error;
}
