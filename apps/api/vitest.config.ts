import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    // Integration suites start real servers and databases: give PGlite's first start room on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every answer of the API a test receives is checked against the API's description.
    setupFiles: ['./test/contract-setup.ts'],
  },
});
