/**
 * Unit test settings every package under `packages/` shares. Property tests run hundreds of cases; on a
 * busy two-core machine (type checking alongside) that can take several seconds.
 */
export const packageUnitTests = {
  include: ['src/**/*.test.ts'],
  // The packages' tests are pure functions of their input, with no stubs, timers or globals: a worker's files share
  // the modules they import (the ten languages' texts among them), loaded once rather than once per file. The
  // validation package's suite takes 4 s instead of 16 s on a two-core machine.
  isolate: false,
  testTimeout: 30_000,
};
