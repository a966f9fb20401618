import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
  /**
   * CPU time (user and system) the server process spent per request, in microseconds: what each request costs,
   * less swayed than throughput by other work on a shared machine. Null where `/proc` cannot tell (not Linux).
   */
  cpuMicrosPerRequest: number | null;
}

let ticksPerSecond: number | undefined;

/** CPU time of a process so far, in microseconds, from `/proc/<pid>/stat`; null where there is no `/proc`. */
function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond;
  } catch {
    return null;
  }
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
  { seconds = 5, connections = 16, pid }: { seconds?: number; connections?: number; pid?: number } = {},
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
  const cpuBefore = cpuMicros(pid);
  const result = await run(seconds);
  const cpuAfter = cpuMicros(pid);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMicrosPerRequest:
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? (cpuAfter - cpuBefore) / result.requests.total
        : null,
  };
}
