import { Socket } from 'node:net';
import pg from 'pg';

/** A PostgreSQL server to measure on: BENCH_DATABASE_URL, TEST_DATABASE_URL, or one on 127.0.0.1:5432. */
export async function findPostgres(): Promise<string | null> {
  const configured = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (configured) return configured;
  const open = await new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
    socket.connect(5432, '127.0.0.1');
  }).catch(() => false);
  return open ? 'postgres://postgres@127.0.0.1:5432/postgres' : null;
}

/** A database of its own for one benchmark run, dropped afterwards. */
export async function withScratchDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `vela_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  }
}
