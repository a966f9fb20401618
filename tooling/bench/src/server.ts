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
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
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
