import { PGlite } from '@electric-sql/pglite';
import type { DatabaseEngine } from '@vela/api-client';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ensurePrivateDirectory, restrictToOwner } from '../crypto/private-files.ts';
import type { PoolStats } from '../metrics.ts';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema.ts';

/** One type for both engines: every query in the API is written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The query builder or a transaction of it, for a query that only reads. */
export type Reader = Pick<Database, 'select'>;

/** What `db.transaction` hands its work: a change of several writes runs its statements on it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A statement for {@link DatabaseHandle.query}: `$1`-style parameters, the same text on both engines. */
export interface RawStatement {
  /** Names the statement so PostgreSQL prepares it once per connection. */
  name: string;
  text: string;
  values: unknown[];
}

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /**
   * The driver's own query, without the query builder: for the few hot paths whose throughput is budgeted
   * (`/api/checkdeviceid`, `/api/playlist_v3`). Everything else goes through `db`.
   */
  query<Row>(statement: RawStatement): Promise<Row[]>;
  /** Runs driver statements in one transaction on one connection: committed when `work` resolves. */
  transaction<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections now; null for PGlite, which is one connection without a pool. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export type RawQuery = <Row>(statement: RawStatement) => Promise<Row[]>;

export type DatabaseLocation = { url: string } | { dataDir: string };

// Any number followed by a fixed tag keeps concurrent starts of several instances from migrating at once.
const migrationLockId = 7_341_209;

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given, otherwise the
 * embedded PGlite in a directory (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(
  location: DatabaseLocation,
  /** Told when the server drops an idle connection (a restart, a failover); the pool reconnects by itself. */
  onIdleError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if ('url' in location) {
    // A server that does not answer (rather than refuse) fails a request after five seconds, not never.
    const pool = new pg.Pool({ connectionString: location.url, max: 10, connectionTimeoutMillis: 5_000 });
    // Without a listener, an idle connection closed by the server would end the process.
    pool.on('error', onIdleError);
    const close = poolCloser(pool);
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [migrationLockId]);
      await migrateNodePostgres(drizzleNodePostgres(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
      lockClient.release();
    }
    const db = drizzleNodePostgres(pool, { schema });
    return {
      db,
      engine: 'postgres',
      query: async <Row>(statement: RawStatement) => (await pool.query(statement)).rows as Row[],
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(
            async <Row>(statement: RawStatement) => (await client.query(statement)).rows as Row[],
          );
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close,
    };
  }

  if (!location.dataDir.startsWith('memory://')) await ensurePrivateDirectory(location.dataDir);
  const client = await PGlite.create(location.dataDir);
  if (!location.dataDir.startsWith('memory://')) await restrictToOwner(location.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    query: async <Row>({ text, values }: RawStatement) => (await client.query<Row>(text, values)).rows,
    transaction: (work) =>
      client.transaction((tx) =>
        work(async <Row>({ text, values }: RawStatement) => (await tx.query<Row>(text, values)).rows),
      ),
    poolStats: () => null,
    close: () => client.close(),
  };
}

/**
 * Ends a pool and resolves once every connection it opened is closed, not only asked to close as
 * `pool.end()` alone does. Only connections that were established are waited for.
 */
function poolCloser(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => open.delete(client));
  return async () => {
    const closed = new Promise<void>((resolve) => {
      const check = () => {
        if (open.size === 0) resolve();
      };
      pool.on('remove', check);
      check();
    });
    await pool.end();
    await closed;
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
