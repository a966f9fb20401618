/**
 * Unit test settings every package under `packages/` shares. Property tests run hundreds of cases; on a
 * busy two-core machine (type checking alongside) that can take several seconds.
 */
export const packageUnitTests = {
  include: ['src/**/*.test.ts'],
  testTimeout: 30_000,
};
