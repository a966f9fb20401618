import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPlaylistCipher, loadPlaylistKey } from '../crypto/playlist-secrets.ts';
import { openDatabase } from '../db/database.ts';
import { EnvError, parseEnv } from '../env.ts';
import { scaleEmails, scaleMassHost, scaleResellers, scaleVolume, seedScale } from '../seed/scale.ts';

const usage = `Fills a PostgreSQL database (DATABASE_URL) with DESIGN section 9's volume, once.

Usage:
  DATABASE_URL=postgres://... pnpm --filter @vela/api seed:scale [--password P] [--customers N] [--devices N] [--playlists N]

The database is migrated first. Playlist passwords are encrypted with PLAYLIST_ENCRYPTION_KEY (or the key in
DATA_DIR), so start the server with the same setting to reveal them.
`;

const { values } = parseArgs({
  options: {
    password: { type: 'string', default: 'scale password 1' },
    customers: { type: 'string', default: String(scaleVolume.customers) },
    devices: { type: 'string', default: String(scaleVolume.devices) },
    playlists: { type: 'string', default: String(scaleVolume.playlists) },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function count(name: 'customers' | 'devices' | 'playlists'): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) fail(`--${name} must be a whole number above 0`);
  return value;
}

if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}
if (!env.DATABASE_URL) fail(`DATABASE_URL is not set.\n\n${usage}`);

const customers = count('customers');
const devices = count('devices');
if (devices < customers) fail('--devices must be at least --customers: every customer gets a device');

const migrated = await openDatabase({ url: env.DATABASE_URL });
await migrated.close();
const client = new pg.Client({ connectionString: env.DATABASE_URL });
await client.connect();
try {
  const result = await seedScale(client, {
    customers,
    devices,
    playlists: count('playlists'),
    password: values.password,
    cipher: createPlaylistCipher(await loadPlaylistKey(env.PLAYLIST_ENCRYPTION_KEY, env.DATA_DIR)),
  });
  if (!result.seeded) {
    process.stdout.write('This database was seeded before; nothing was changed.\n');
  } else {
    process.stdout.write(
      [
        `Seeded in ${(result.milliseconds / 1000).toFixed(1)} s: ${customers} customers, ${devices} devices, ${values.playlists} playlists.`,
        `  Sign in as ${scaleEmails.customer(1)} … ${scaleEmails.customer(customers)}, or ${scaleEmails.operator}`,
        `  (operator, sets up two-factor authentication at first sign-in), or a reseller:`,
        `  ${scaleEmails.reseller(1)} … ${scaleEmails.reseller(scaleResellers)}; password: ${values.password}`,
        `  Mass host update: ${scaleMassHost} is used by one playlist in 30.`,
        '',
      ].join('\n'),
    );
  }
} finally {
  await client.end();
}
