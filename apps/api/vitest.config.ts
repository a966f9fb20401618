import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    // Integration suites start real servers and databases: give PGlite's first start room on a busy machine.
    testTimeout: 30_000,
    // The files of a worker share the modules they import: the server's code is loaded once per worker rather
    // than once per file, which cost each file seconds before its first assertion. Nothing a file changes
    // outlives it: each starts its own servers and databases, and restores what it stubs.
    isolate: false,
    hookTimeout: 60_000,
    // Every answer of the API a test receives is checked against the API's description. One worker more than the
    // machine has cores runs the files (`API_TEST_WORKERS` sets how many); each has its own databases, servers and
    // Redis database (`test/worker-redis.ts`). `pnpm test` runs the suites one after another, so these workers have
    // the machine to themselves; a test also waits on PostgreSQL, Redis and its SMTP double, so with one worker per
    // core the cores were idle a fifth of the time, and the suites took 292 s instead of 266 s on two cores.
    maxWorkers: Math.max(1, Number(process.env.API_TEST_WORKERS ?? availableParallelism() + 1)),
    setupFiles: ['./test/worker-redis.ts', './test/contract-setup.ts'],
    // Names the run and, after it, removes the databases of the servers a worker's files share.
    globalSetup: ['./test/global-setup.ts'],
  },
});
