import { resolve } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, testChromiumExecutable } from './browser.ts';
import { ensureDataTemplate, firstStartScript } from './data-template.ts';
import { productServerEnv, repoRoot } from './product-server.ts';

export { chromiumArgs, chromiumExecutable, testChromiumExecutable } from './browser.ts';

export interface ProductServer {
  port: number;
  /** Settings of this instance, on top of the defaults of a fresh local install. */
  env?: Record<string, string>;
}

export interface HelperProcess {
  command: string;
  /** Relative to the repository. */
  cwd: string;
  /** Answers 2xx once the process is ready. */
  url: string;
  env?: Record<string, string>;
}

function productServer({ port, env = {} }: ProductServer) {
  return {
    // Its data directory starts as a copy of the run's first start (`data-template.ts`).
    command: `node ${JSON.stringify(firstStartScript)} && node apps/api/dist/main.js`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A first start unpacks and migrates its embedded database, slow on a busy machine.
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: productServerEnv(port, env),
  };
}

/**
 * End-to-end tests run against the built product exactly as `pnpm start` serves it: one API process
 * serving the site and the dashboard, on an embedded database of its own, as its first start left it. More
 * instances with other settings, and helper processes (stand-ins for third parties), start beside it when a suite
 * needs them.
 * With `workers`, the suite's journeys run in that many workers, each with a product server of its own that its
 * test fixture starts (`testWithWorkerServers`), instead of one server started here.
 */
export function defineProductConfig({
  port,
  testDir = './e2e',
  servers = [],
  helpers = [],
  workers,
}: {
  port: number;
  testDir?: string;
  servers?: ProductServer[];
  helpers?: HelperProcess[];
  workers?: number;
}) {
  // Every server of the run, started here or by a worker, starts from a copy of one first start, made by the first
  // server to start.
  ensureDataTemplate();
  const config: PlaywrightTestConfig = {
    testDir,
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    workers: workers ?? 1,
    reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
    // Journeys sign up through a proof-of-work captcha and the outbox while other suites share two cores.
    timeout: 90_000,
    expect: { timeout: 10_000 },
    use: {
      ...devices['Desktop Chrome'],
      // With a server per worker, the worker's test fixture names its server.
      baseURL: workers === undefined ? `http://127.0.0.1:${port}` : undefined,
      locale: 'en-US',
      // Recording a trace (a snapshot of the page at every step, a screencast) takes about as much processor
      // time as the journey itself, and CI keeps no files of a run: there, only the printed error remains.
      trace: process.env.CI ? 'off' : 'retain-on-failure',
      // A click or a fill that cannot happen within a minute never will: fail then, not at the journey's end.
      actionTimeout: 60_000,
      launchOptions: { executablePath: testChromiumExecutable(), args: chromiumArgs },
    },
    webServer: [
      ...helpers.map((helper) => ({
        command: helper.command,
        cwd: resolve(repoRoot, helper.cwd),
        url: helper.url,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: helper.env ?? {},
      })),
      ...(workers === undefined ? [productServer({ port })] : []),
      ...servers.map(productServer),
    ],
  };
  return defineConfig(config);
}
