import autocannon from 'autocannon';

export interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** One body, or several that the requests take in turn. */
  body?: unknown;
  bodies?: unknown[];
}

/** Gives each request the next of the bodies, round and round. */
function inTurn(bodies: unknown[]) {
  const texts = bodies.map((body) => JSON.stringify(body));
  let next = 0;
  return <R extends { body?: unknown }>(request: R): R => {
    const body = texts[next % texts.length];
    next += 1;
    return { ...request, body };
  };
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
      requests: request.bodies ? [{ setupRequest: inTurn(request.bodies) }] : undefined,
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
