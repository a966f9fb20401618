#!/usr/bin/env node
// Runs the dashboard's journeys in two shards at once, or in `E2E_SHARDS` of them. A journey spends most of its
// time waiting for a screen to load, so one browser leaves a core of two idle. Each shard runs against a
// product server and a database of its own, so the shards share nothing but the machine; the first listens on
// `E2E_DASHBOARD_PORT` (4320 by default) and each next one 5 ports further. Arguments (files, `-g`, …) go to
// Playwright; given any, the journeys run in one process, as `playwright test` would.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_DASHBOARD_PORT ?? 4320);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

const children = new Set();

function run(index) {
  // Each shard keeps its traces and its report apart, since each cleans its own folders as it starts.
  const shardArgs =
    shards > 1 ? [`--shard=${index + 1}/${shards}`, `--output=test-results/shard-${index + 1}`] : [];
  const env = { ...process.env, E2E_DASHBOARD_PORT: String(basePort + index * 5) };
  if (shards > 1) env.PLAYWRIGHT_HTML_OUTPUT_DIR = `playwright-report/shard-${index + 1}`;
  const child = spawn('playwright', ['test', ...shardArgs, ...args], {
    env,
    stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  children.add(child);
  if (shards > 1) {
    const prefix = `[${index + 1}/${shards}] `;
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: from }).on('line', (line) => to.write(`${prefix}${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => run(index)));
process.exit(codes.find((code) => code !== 0) ?? 0);
