import { pageWeightBudgets } from '@vela/playwright-config/page-weight';
import { type Load, measureLoad } from './api-load.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measurePageWeights, measureSignedInHome } from './page-weight.ts';
import { findPostgres, withScratchDatabase } from './postgres.ts';
import { type Figure, printReport } from './report.ts';
import { measureScale, signedInOperator } from './scale.ts';
import { type BareServer, type BenchServer, startBareServer, startProduct } from './server.ts';

// Budgets of DESIGN.md section 9; the page weights' are shared with the browser suites, which check them in CI.
const budgets = {
  ...pageWeightBudgets,
  /** The dashboard API on PostgreSQL with 100,000 devices and 300,000 playlists of 1,000 customers. */
  playlistPageP99Ms: 20,
  operatorStatsMs: 200,
  /** A reseller's home at that volume with the seed's resellers: the stats budget above (section 9's last item). */
  resellerStatsMs: 200,
  massUpdateMs: 1000,
  pglite: { requestsPerSecond: 2500, p99Ms: 15 },
  postgres: { requestsPerSecond: 5000, p99Ms: 10 },
  /** The constant route's throughput as a share of a bare `node:http` server's in the same run. */
  pingShareOfBarePercent: 50,
  startupMs: 3000,
  lighthouse: 100,
};

/** Rate limits are configuration; 0 switches them off so that the endpoints are measured, not the limiter. */
// The endpoints themselves are measured: no rate limits, and room for every playlist the load sends to its device.
const unlimited = { RATE_LIMIT_PUBLIC: '0', RATE_LIMIT_DEVICE: '0', PLAYLISTS_PER_DEVICE: '100000000' };

const figures: Figure[] = [];

/** The dashboard's first screen for anyone not signed in; everything after it loads on demand. */
const dashboardSignIn = '/dashboard/login';

async function siteWeight() {
  const server = await startProduct();
  try {
    // Page weights first: loading the pages once also warms the server, as real traffic would.
    const [site, dashboard] = await measurePageWeights(server.url, ['/', dashboardSignIn]);
    if (site) {
      figures.push(
        {
          name: `site ${site.path}: JavaScript (gzip)`,
          value: site.scriptBytes / 1024,
          unit: 'KB',
          budget: budgets.siteScriptKb,
          direction: 'at-most',
        },
        {
          name: `site ${site.path}: CSS (gzip)`,
          value: site.styleBytes / 1024,
          unit: 'KB',
          budget: budgets.siteStyleKb,
          direction: 'at-most',
        },
      );
    }
    if (dashboard) {
      figures.push({
        name: `dashboard sign-in ${dashboard.path}: JavaScript (gzip)`,
        value: dashboard.scriptBytes / 1024,
        unit: 'KB',
        budget: budgets.dashboardSignInScriptKb,
        direction: 'at-most',
      });
    }
    const home = await measureSignedInHome(server.url, {
      email: 'customer@velaplayer.example',
      password: 'bench',
    });
    figures.push({
      name: `dashboard signed-in home ${home.path} with its charts: JavaScript (gzip)`,
      value: home.scriptBytes / 1024,
      unit: 'KB',
      budget: budgets.dashboardHomeScriptKb,
      direction: 'at-most',
    });
    // The operator's home adds the business figures' chunk and their charts (new devices and licences sold).
    const operator = await signedInOperator(server.url, 'operator@velaplayer.example', 'bench');
    const operatorHome = await measureSignedInHome(server.url, { cookies: operator.cookieList() }, 4);
    figures.push({
      name: `dashboard operator's home ${operatorHome.path} with its charts: JavaScript (gzip)`,
      value: operatorHome.scriptBytes / 1024,
      unit: 'KB',
      budget: budgets.dashboardHomeScriptKb,
      direction: 'at-most',
    });
    // The reseller's home adds their business figures' chunk and its three charts to their own two.
    const resellerHome = await measureSignedInHome(
      server.url,
      { email: 'reseller@velaplayer.example', password: 'bench' },
      5,
    );
    figures.push({
      name: `dashboard reseller's home ${resellerHome.path} with its charts: JavaScript (gzip)`,
      value: resellerHome.scriptBytes / 1024,
      unit: 'KB',
      budget: budgets.dashboardHomeScriptKb,
      direction: 'at-most',
    });
    for (const score of await measureLighthouse(server.url, ['/', '/pricing', '/mylist'])) {
      figures.push(
        {
          name: `Lighthouse ${score.path}: performance`,
          value: score.performance,
          unit: 'points',
          budget: budgets.lighthouse,
          direction: 'at-least',
        },
        {
          name: `Lighthouse ${score.path}: accessibility`,
          value: score.accessibility,
          unit: 'points',
          budget: budgets.lighthouse,
          direction: 'at-least',
        },
      );
    }
    for (const score of await measureLighthouse(server.url, [dashboardSignIn])) {
      figures.push({
        name: `Lighthouse dashboard sign-in ${score.path}: accessibility`,
        value: score.accessibility,
        unit: 'points',
        budget: budgets.lighthouse,
        direction: 'at-least',
      });
    }
  } finally {
    await server.stop();
  }
}

async function startupTime() {
  const first = await startProduct({}, { keepData: true });
  await first.stop();
  const again = await startProduct({}, { dataDir: first.dataDir });
  await again.stop();
  figures.push({
    name: 'pnpm start (built, existing data): healthy after',
    value: again.startupMs,
    unit: 'ms',
    budget: budgets.startupMs,
    direction: 'at-most',
  });
}

/** Registers a device the way the TV app does; the server picks its id. */
async function registerDevice(url: string): Promise<string> {
  const response = await fetch(`${url}/api/app/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_brand: 'Bench TV' }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  return ((await response.json()) as { deviceid: string }).deviceid;
}

const share = (part: number, whole: number) => Math.round((100 * part) / whole);

/** The server's CPU time per request beside the bare server's, when the system tells them. */
const cpuNote = (load: Load, bare: Load) =>
  load.cpuMicrosPerRequest !== null && bare.cpuMicrosPerRequest !== null
    ? `; CPU ${Math.round(load.cpuMicrosPerRequest)} µs/request, bare ${Math.round(bare.cpuMicrosPerRequest)}`
    : '';

/**
 * The server's constant route and the bare `node:http` server, measured in alternating rounds so that a
 * neighbour's load on the machine weighs on both alike; each is the mean of its rounds.
 */
async function measureReferences(server: BenchServer, bareServer: BareServer, rounds = 3) {
  const ping: Load[] = [];
  const bare: Load[] = [];
  for (let round = 0; round < rounds; round += 1) {
    bare.push(
      await measureLoad(bareServer.url, { method: 'GET', path: '/' }, { seconds: 5, pid: bareServer.pid }),
    );
    ping.push(
      await measureLoad(server.url, { method: 'GET', path: '/api/ping' }, { seconds: 5, pid: server.pid }),
    );
  }
  const mean = (loads: Load[]): Load => ({
    requestsPerSecond: loads.reduce((sum, load) => sum + load.requestsPerSecond, 0) / loads.length,
    p99Ms: loads.reduce((sum, load) => sum + load.p99Ms, 0) / loads.length,
    failures: loads.reduce((sum, load) => sum + load.failures, 0),
    cpuMicrosPerRequest: loads.every((load) => load.cpuMicrosPerRequest !== null)
      ? loads.reduce((sum, load) => sum + (load.cpuMicrosPerRequest ?? 0), 0) / loads.length
      : null,
  });
  return { ping: mean(ping), bare: mean(bare) };
}

async function apiLoad(engine: 'pglite' | 'postgres', server: BenchServer, bareServer: BareServer) {
  const budget = budgets[engine];
  const deviceid = await registerDevice(server.url);
  // Playlists go to many devices in turn, as they do in life, so no device holds more than a few dozen.
  const devices = await Promise.all(Array.from({ length: 200 }, () => registerDevice(server.url)));
  const { ping, bare } = await measureReferences(server, bareServer);
  // What every request pays in this server's pipeline, against what the machine gives any Node server.
  figures.push({
    name: `${engine} GET /api/ping: share of a bare node:http server`,
    value: (100 * ping.requestsPerSecond) / bare.requestsPerSecond,
    unit: '%',
    budget: budgets.pingShareOfBarePercent,
    direction: 'at-least',
    limit: {
      value: bare.requestsPerSecond,
      unit: 'req/s',
      label: `bare node:http; /api/ping ${Math.round(ping.requestsPerSecond).toLocaleString('en')} req/s${cpuNote(ping, bare)}`,
    },
  });
  const endpoints: [string, Load][] = [
    [
      '/api/checkdeviceid',
      await measureLoad(
        server.url,
        { method: 'POST', path: '/api/checkdeviceid', body: { query: { deviceid } } },
        { pid: server.pid },
      ),
    ],
    [
      '/api/playlist_v3',
      await measureLoad(
        server.url,
        {
          method: 'POST',
          path: '/api/playlist_v3',
          bodies: devices.map((target) => ({
            query: {
              url: 'http://bench.example.com:8080',
              username: 'bench',
              password: 'bench-secret',
              playlistName: 'Bench',
              deviceid: target,
              hide_playlist_info: true,
            },
          })),
        },
        { pid: server.pid },
      ),
    ],
  ];
  for (const [path, load] of endpoints) {
    if (load.failures > 0) console.warn(`${engine} ${path}: ${load.failures} requests failed`);
    figures.push(
      {
        name: `${engine} ${path}: requests/s`,
        value: load.requestsPerSecond,
        unit: 'req/s',
        budget: budget.requestsPerSecond,
        direction: 'at-least',
        limit: {
          value: ping.requestsPerSecond,
          label: `GET /api/ping, ${share(load.requestsPerSecond, ping.requestsPerSecond)}% of it; ${share(load.requestsPerSecond, bare.requestsPerSecond)}% of bare node:http${cpuNote(load, bare)}`,
        },
      },
      {
        name: `${engine} ${path}: p99 latency`,
        value: load.p99Ms,
        unit: 'ms',
        budget: budget.p99Ms,
        direction: 'at-most',
        limit: { value: ping.p99Ms, label: 'GET /api/ping' },
      },
    );
  }
}

// `pnpm bench` measures everything; naming parts (`pnpm bench api`) measures only those, e.g. to compare a
// change of the hot paths without waiting for Lighthouse.
const parts = ['site', 'startup', 'api', 'scale'] as const;
const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
for (const part of chosen) {
  if (!(parts as readonly string[]).includes(part))
    throw new Error(`Unknown part "${part}": ${parts.join(', ')}`);
}
const measures = (part: (typeof parts)[number]) => chosen.length === 0 || chosen.includes(part);

if (measures('site')) await siteWeight();
if (measures('startup')) await startupTime();

if (measures('api')) {
  const bare = await startBareServer();
  try {
    const pglite = await startProduct(unlimited);
    try {
      await apiLoad('pglite', pglite, bare);
    } finally {
      await pglite.stop();
    }

    const postgres = await findPostgres();
    if (postgres) {
      await withScratchDatabase(postgres, async (url) => {
        const server = await startProduct({ ...unlimited, DATABASE_URL: url });
        try {
          await apiLoad('postgres', server, bare);
        } finally {
          await server.stop();
        }
      });
    } else {
      console.log('No PostgreSQL on 127.0.0.1:5432 (or BENCH_DATABASE_URL): PostgreSQL figures skipped.');
    }
  } finally {
    await bare.stop();
  }
}

/** The dashboard API at DESIGN section 9's volume, on a PostgreSQL database seeded for this run. */
async function dashboardAtScale(adminUrl: string) {
  await withScratchDatabase(adminUrl, async (url) => {
    const scale = await measureScale(url, unlimited);
    console.log(`Scale data seeded in ${scale.seedSeconds.toFixed(0)} s.`);
    for (const note of scale.notes) console.warn(`dashboard at scale: ${note}`);
    // A figure that could not be measured (its route refused) fails the report rather than vanishing from it.
    figures.push({
      name: "postgres at scale: a customer's playlist page (25 rows, sorted, filtered) p99",
      value: scale.playlistPageP99Ms ?? Number.NaN,
      unit: 'ms',
      budget: budgets.playlistPageP99Ms,
      direction: 'at-most',
    });
    figures.push({
      name: "postgres at scale: an operator's stats (all 300,000 playlists, and the business) p95",
      value: scale.operatorStatsP95Ms,
      unit: 'ms',
      budget: budgets.operatorStatsMs,
      direction: 'at-most',
    });
    // DESIGN section 9: a reseller's home stays within the dashboard API budgets; its figures are the home's
    // stats, so they get the stats budget (the operator's, over every playlist) as a p95.
    figures.push({
      name: "postgres at scale: a reseller's home figures (their reach, 30 days) p95",
      value: scale.resellerStatsP95Ms ?? Number.NaN,
      unit: 'ms',
      budget: budgets.resellerStatsMs,
      direction: 'at-most',
    });
    figures.push({
      name: 'postgres at scale: mass host update of 10,000 playlists, preview included',
      value: scale.massUpdateMs ?? Number.NaN,
      unit: 'ms',
      budget: budgets.massUpdateMs,
      direction: 'at-most',
    });
  });
}

if (measures('scale')) {
  const postgres = await findPostgres();
  if (postgres) {
    await dashboardAtScale(postgres);
  } else {
    console.log(
      'No PostgreSQL on 127.0.0.1:5432 (or BENCH_DATABASE_URL): the dashboard API at scale (playlist page, stats, reseller home, mass update) was not measured.',
    );
  }
}

const withinBudget = printReport(figures);
process.exitCode = withinBudget ? 0 : 1;
