/** What the names of this run's shared servers' databases and folders start with (`global-setup.ts`). */
export function sharedDatabaseTag(): string {
  return `shared_${process.env.VELA_TEST_RUN ?? process.pid}_`;
}
