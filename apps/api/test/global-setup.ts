import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sharedDatabaseTag } from './shared-tag.ts';

/**
 * Names this run, for the databases and folders of the servers its workers share (`sharedTestServer`), and
 * removes them once every worker is done: they outlive the files that used them.
 */
export default function setup() {
  process.env.VELA_TEST_RUN = randomBytes(4).toString('hex');
  const tag = sharedDatabaseTag();
  return async () => {
    for (const entry of await readdir(tmpdir())) {
      if (['vela-pglite-', 'vela-pg-', 'vela-web-'].some((prefix) => entry.startsWith(`${prefix}${tag}`))) {
        await rm(join(tmpdir(), entry), { recursive: true, force: true });
      }
    }
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [`vela_test_${tag}`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
