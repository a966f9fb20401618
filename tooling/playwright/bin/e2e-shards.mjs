#!/usr/bin/env node
// Runs a browser suite in two shards at once, or in `E2E_SHARDS` of them. A journey spends most of its time
// waiting for a screen to load, so one browser leaves a core of two idle. Each shard runs against product servers
// and databases of its own, so the shards share nothing but the machine.
//
// Usage: vela-e2e-shards <PORT_VARIABLE> <first port> [Playwright arguments]
// The suite's config reads its first port from PORT_VARIABLE; each next shard's is 5 ports further, so a suite may
// take up to five ports from its first one. Given Playwright arguments (files, `-g`, …), the journeys run in one
// process, as `playwright test` would.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const [portVariable, defaultPort, ...args] = process.argv.slice(2);
if (!portVariable || !defaultPort) {
  console.error('Usage: vela-e2e-shards <PORT_VARIABLE> <first port> [Playwright arguments]');
  process.exit(2);
}
const basePort = Number(process.env[portVariable] ?? defaultPort);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

const children = new Set();

function run(index) {
  // Each shard keeps its traces and its report apart, since each cleans its own folders as it starts.
  const shardArgs =
    shards > 1 ? [`--shard=${index + 1}/${shards}`, `--output=test-results/shard-${index + 1}`] : [];
  const env = { ...process.env, [portVariable]: String(basePort + index * 5) };
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
