import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/database.ts';
import { migrationsFolder } from '../paths.ts';

type NotReady = 'draining' | 'db_unavailable' | 'not_migrated';

/**
 * Whether this process should be sent traffic (`GET /api/ready`), as opposed to whether it is alive
 * (`GET /api/health`): not while it drains before stopping, nor while its database does not answer or lacks a
 * migration this build expects. Whoever stops the process calls `markDraining()` first.
 */
export interface Readiness {
  markDraining(): void;
  readonly draining: boolean;
  /** Null when ready, else why not. */
  check(): Promise<NotReady | null>;
}

/** The newest migration this build ships: drizzle records each applied one with its journal time. */
async function newestMigration(): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** Drizzle's table of applied migrations is not there yet: nothing was migrated. */
function missingRelation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') return true;
  }
  return false;
}

export function createReadiness(database: Pick<DatabaseHandle, 'query'>): Readiness {
  let draining = false;
  let expected: Promise<number> | undefined;
  return {
    markDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async check() {
      if (draining) return 'draining';
      expected ??= newestMigration();
      let applied: number;
      try {
        const [row] = await database.query<{ newest: string | number | null }>({
          name: 'ready_newest_migration',
          text: 'select max(created_at) as newest from drizzle.__drizzle_migrations',
          values: [],
        });
        applied = Number(row?.newest ?? 0);
      } catch (error) {
        return missingRelation(error) ? 'not_migrated' : 'db_unavailable';
      }
      return applied >= (await expected) ? null : 'not_migrated';
    },
  };
}
