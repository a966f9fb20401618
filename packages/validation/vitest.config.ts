import { defineConfig } from 'vitest/config';

// Property tests run hundreds of cases; on a busy two-core machine that can take several seconds.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } });
