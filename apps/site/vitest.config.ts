import { defineConfig } from 'vitest/config';

// Unit tests run without the React Router plugin, which only knows how to build the whole app.
export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // jsdom renders are slow when the unit suites share a busy machine with type checking.
    testTimeout: 30_000,
  },
});
