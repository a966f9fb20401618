import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  if (typeof address !== 'object' || address === null) throw new Error('No free port');
  return address.port;
}

export interface BenchServer {
  url: string;
  /** The server's process, whose CPU time the load measures. */
  pid: number | undefined;
  dataDir: string;
  /** From spawning the process to its first healthy answer (database included). */
  startupMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the built product exactly as `pnpm start` runs it, on a free port, logging only warnings (so the
 * load is not spent on access logs), on the given data directory or a fresh one.
 */
export async function startProduct(
  extraEnv: Record<string, string> = {},
  { dataDir: givenDataDir, keepData = false }: { dataDir?: string; keepData?: boolean } = {},
): Promise<BenchServer> {
  const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), 'vela-bench-')));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_CPU_PROFILE_DIR=dir writes a V8 CPU profile of each product process there, for `node --cpu-prof` analysis.
  const profile = process.env.BENCH_CPU_PROFILE_DIR;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, 'apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: 'bench',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while ((await fetch(`${url}/api/health`).catch(() => null))?.status !== 200) {
    if (exited) throw new Error('The server exited before it was healthy');
    await new Promise((wait) => setTimeout(wait, 10));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    dataDir,
    startupMs,
    async stop() {
      if (!exited) {
        const done = new Promise((resolveExit) => child.once('exit', resolveExit));
        child.kill('SIGTERM');
        await done;
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type BareServer = Omit<BenchServer, 'dataDir' | 'startupMs'>;

/**
 * Starts the machine's limit for this run: a bare `node:http` server answering a constant JSON, in a child
 * process of its own as the product runs.
 */
export async function startBareServer(): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./bare-server.mjs', import.meta.url)), String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((ready, failed) => {
    child.stdout.once('data', () => ready());
    child.once('exit', (code) => failed(new Error(`The bare node:http server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const done = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await done;
    },
  };
}
