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
    // Every answer of the API a test receives is checked against the API's description.
    setupFiles: ['./test/contract-setup.ts'],
  },
});
