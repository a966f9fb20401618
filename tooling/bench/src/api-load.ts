import autocannon from 'autocannon';

export interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * Drives one endpoint with a closed-loop load from this process, on the same machine as the server, as
 * the budgets assume. Every non-2xx answer counts as a failure.
 */
export async function measureLoad(
  baseUrl: string,
  request: LoadRequest,
  { seconds = 5, connections = 16 } = {},
): Promise<Load> {
  const run = (duration: number) =>
    autocannon({
      url: `${baseUrl}${request.path}`,
      method: request.method,
      headers: { 'content-type': 'application/json' },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      connections,
      duration,
    });
  await run(1); // warm-up: JIT, connection pools, caches
  const result = await run(seconds);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
