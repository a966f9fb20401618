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
    // At least two workers (Vitest's default on two cores is one): an integration suite spends much of its time
    // waiting for servers, processes and databases, which another worker fills. Each worker has its own
    // databases, servers and Redis database (`test/worker-redis.ts`).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
    // Every answer of the API a test receives is checked against the API's description.
    setupFiles: ['./test/worker-redis.ts', './test/contract-setup.ts'],
  },
});
