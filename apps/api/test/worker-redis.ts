/**
 * Each worker of the suites has a Redis database of its own: a suite that empties its database (the rate-limit
 * counters outlive a run by their window) then never takes another worker's sessions or counters with it. The
 * first worker keeps the database `TEST_REDIS_URL` names; each next one takes the one below it.
 */
const original = Symbol.for('vela.test.redisUrl');
const kept = globalThis as typeof globalThis & { [original]?: string | undefined };
if (!(original in kept)) kept[original] = process.env.TEST_REDIS_URL;
const given = kept[original];
const worker = Number(process.env.VITEST_POOL_ID ?? '1');
if (given && worker > 1) {
  const url = new URL(given);
  const database = Number(url.pathname.slice(1) || '0') - (worker - 1);
  if (database < 0) throw new Error(`No Redis database left for worker ${worker} below ${given}`);
  url.pathname = `/${database}`;
  process.env.TEST_REDIS_URL = url.toString();
}
