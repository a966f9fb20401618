import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { test as base } from '@playwright/test';
import { fromFirstStart } from './data-template.ts';
import { productServerEnv, repoRoot } from './product-server.ts';

export interface WorkerServer {
  /** Where the worker's product answers, e.g. `http://127.0.0.1:4320`. */
  url: string;
  port: number;
}

/**
 * Waits until the process `child` answers `healthUrl` with 2xx, naming it `what` in errors; kills it when it
 * exits first or does not answer within `timeoutMs`. Answers how to stop it: SIGTERM, then its exit.
 */
export async function whenAnswering(
  child: ChildProcess,
  healthUrl: string,
  { what, timeoutMs }: { what: string; timeoutMs: number },
): Promise<() => Promise<void>> {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`${what} exited before it answered (${signal ?? code})`)),
    ),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + timeoutMs;
  const poll = async (): Promise<void> => {
    while (Date.now() < deadline) {
      try {
        const response = await fetch(healthUrl);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${what} did not answer ${healthUrl} within ${timeoutMs / 1000} s`);
  };
  try {
    await Promise.race([poll(), exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const stopped = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await stopped;
  };
}

/**
 * Starts the built product on `port` with `env` on top of a fresh local install's settings, once it answers its
 * health check: a worker's server, or one a journey needs with settings of its own.
 */
export async function startProductServer(
  port: number,
  env: Record<string, string>,
): Promise<WorkerServer & { stop(): Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`${url} already answers: another server holds the port`);
  }
  const serverEnv = { ...process.env, ...productServerEnv(port, env) };
  await fromFirstStart(serverEnv);
  const child = spawn('node', ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the server says on stderr (warnings, errors) reaches the run's output, named by its port.
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) =>
      process.stderr.write(`[server ${port}] ${line}\n`),
    );
  }
  // A first start unpacks and migrates its embedded database, slow on a busy machine.
  const stop = await whenAnswering(child, `${url}/api/health`, {
    what: 'the product server',
    timeoutMs: 180_000,
  });
  return { url, port, stop };
}

/**
 * Playwright's test, where each worker runs the built product on an embedded database of its own (a copy of the
 * run's first start), on
 * `firstPort` plus the worker's index, and every page and request of its journeys goes there. Journeys that
 * read figures before and after a change (a licence sold today) never see another worker's; and the workers
 * take the next journey as each finishes one, so they end together, which shards fixed in advance do not.
 * `env(port)` gives the settings of a worker's server on top of the defaults of a fresh local install.
 */
export function testWithWorkerServers(
  firstPort: number,
  env: (port: number) => Record<string, string> = () => ({}),
) {
  return base.extend<Record<never, never>, { workerServer: WorkerServer }>({
    workerServer: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
      async ({}, use, workerInfo) => {
        const port = firstPort + workerInfo.parallelIndex;
        const server = await startProductServer(port, env(port));
        await use({ url: server.url, port: server.port });
        await server.stop();
      },
      { scope: 'worker', timeout: 200_000 },
    ],
    baseURL: async ({ workerServer }, use) => {
      await use(workerServer.url);
    },
  });
}
