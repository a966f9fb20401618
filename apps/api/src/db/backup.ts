import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../paths.ts';
import type { DatabaseHandle } from './database.ts';
import * as schema from './schema.ts';

/**
 * A portable dump of either engine (docs/decisions/0037): JSON lines, a header first, then one line per row,
 * table by table in the order of their foreign keys. Rows are PostgreSQL's own `to_jsonb` text, so every value
 * (timestamps, bytea, numeric, jsonb) comes back exactly through `jsonb_populate_recordset`.
 */
const backupFormat = 'vela-backup';

/** Counters that only matter within their window: not worth keeping. */
const transientTables = new Set(['rate_limit_counters']);

/**
 * Tables whose rows are dumped in an order: the credit ledger in the order it was written, so that its
 * trigger, which moves each reseller's balance as the rows come back, writes every row's balance as it was.
 */
const rowOrder: Record<string, string> = { credit_movements: 'created_at, id' };

/**
 * A row as it is loaded back. A credit balance comes back at zero and rises again with its ledger's rows
 * (decision 57): the database lets nothing else move it.
 */
function restoredRow(table: string, row: string): string {
  if (table !== 'credit_balances') return row;
  return JSON.stringify({ ...(JSON.parse(row) as Record<string, unknown>), balance: 0 });
}

interface BackupHeader {
  format: typeof backupFormat;
  version: 1;
  /** A hash of every migration: a dump loads only into a database of the same schema. */
  schema: string;
  tables: string[];
}

/** A hash of the migrations this code applies: the schema a dump was made with. */
async function schemaHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((file) =>
    file.endsWith('.sql'),
  );
  for (const file of files.sort()) hash.update(file).update(await readFile(join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Every table of the schema, each after the tables its foreign keys point at. */
function tablesInDependencyOrder(): string[] {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const configs = new Map(tables.map((table) => [table, getTableConfig(table)]));
  const ordered: string[] = [];
  const placed = new Set<PgTable>();
  const visiting = new Set<PgTable>();
  const place = (table: PgTable) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const foreignKey of configs.get(table)?.foreignKeys ?? []) {
      const target = foreignKey.reference().foreignTable;
      if (target !== table) place(target);
    }
    visiting.delete(table);
    placed.add(table);
    const name = configs.get(table)?.name;
    if (name && !transientTables.has(name)) ordered.push(name);
  };
  for (const table of tables) place(table);
  return ordered;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Writes a dump of the database, line by line, to `write`. Returns the rows written per table. */
export async function backupDatabase(
  database: DatabaseHandle,
  write: (line: string) => Promise<void> | void,
): Promise<Record<string, number>> {
  const tables = tablesInDependencyOrder();
  const header: BackupHeader = { format: backupFormat, version: 1, schema: await schemaHash(), tables };
  await write(JSON.stringify(header));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = await database.query<{ row: string }>({
      name: `backup_${table}`,
      text: `select to_jsonb(t)::text as row from ${quoted(table)} as t${rowOrder[table] ? ` order by ${rowOrder[table]}` : ''}`,
      values: [],
    });
    for (const { row } of rows) await write(`{"table":${JSON.stringify(table)},"row":${row}}`);
    counts[table] = rows.length;
  }
  return counts;
}

export class RestoreError extends Error {
  override readonly name = 'RestoreError';
}

const rowLine = /^\{"table":"([a-z_0-9]+)","row":(\{.*\})\}$/;

/**
 * Loads a dump into an empty database of the same schema, in one transaction: every row as it was, the audit
 * log by insert (its trigger refuses updates and deletes, decision 24), then each device's playlist count from
 * the playlists it holds. Refuses a database that holds any row, and a dump of another schema.
 */
export async function restoreDatabase(
  database: DatabaseHandle,
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<Record<string, number>> {
  let header: BackupHeader | null = null;
  const rows = new Map<string, string[]>();
  for await (const line of lines) {
    if (line.trim() === '') continue;
    if (!header) {
      const parsed = JSON.parse(line) as Partial<BackupHeader>;
      if (parsed.format !== backupFormat || parsed.version !== 1)
        throw new RestoreError('This file is not a backup of this product.');
      header = parsed as BackupHeader;
      if (header.schema !== (await schemaHash()))
        throw new RestoreError(
          'The backup was made with another version of the database schema: restore it with the version that made it.',
        );
      continue;
    }
    const match = rowLine.exec(line);
    if (!match?.[1] || !match[2]) throw new RestoreError('The backup has a line that is not a row.');
    const list = rows.get(match[1]) ?? [];
    list.push(restoredRow(match[1], match[2]));
    rows.set(match[1], list);
  }
  if (!header) throw new RestoreError('The backup is empty.');
  const known = new Set(tablesInDependencyOrder());
  for (const table of rows.keys()) {
    if (!known.has(table) || !header.tables.includes(table))
      throw new RestoreError(`The backup names a table this schema does not have: ${table}.`);
  }
  const restored = header;
  return database.transaction(async (query) => {
    for (const table of restored.tables) {
      const [present] = await query<{ any: boolean }>({
        name: `restore_empty_${table}`,
        text: `select exists (select 1 from ${quoted(table)}) as any`,
        values: [],
      });
      if (present?.any) throw new RestoreError(`The database is not empty (${table} holds rows).`);
    }
    const counts: Record<string, number> = {};
    for (const table of restored.tables) {
      const list = rows.get(table) ?? [];
      counts[table] = list.length;
      if (list.length === 0) continue;
      // One statement per table: foreign keys within a table are checked at its end.
      await query({
        name: `restore_${table}`,
        text: `insert into ${quoted(table)} select * from jsonb_populate_recordset(null::${quoted(table)}, $1::jsonb)`,
        values: [`[${list.join(',')}]`],
      });
    }
    await query({
      name: 'restore_playlist_counts',
      text: `update devices set playlist_count = coalesce(
          (select count(*)::integer from playlists where playlists.device_id = devices.id), 0)`,
      values: [],
    });
    return counts;
  });
}
