import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { removeMainBundles } from './main-bundle.ts';
import { sharedDatabaseTag } from './shared-tag.ts';

/**
 * Names this run, for the databases and folders of the servers its workers share (`sharedTestServer`), and
 * removes them once every worker is done: they outlive the files that used them. Removes the bundles of the
 * API's entry point its workers built (`main-bundle.ts`) too.
 */
export default function setup() {
  const run = randomBytes(4).toString('hex');
  process.env.VELA_TEST_RUN = run;
  const tag = sharedDatabaseTag();
  return async () => {
    await removeMainBundles(run);
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
