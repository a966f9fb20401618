#!/usr/bin/env node
// Fills the data directory of a product server about to start (`DATA_DIR`) with a copy of the run's first start
// (`src/data-template.ts`): the built product started once on an empty directory, which it unpacked, migrated and
// seeded, and stopped once it answered. The first server of the run to ask makes it while the others wait. A server
// whose settings would seed other data (its demo password, brand or prices) is left to make its own first start.
//
// Usage: node first-start.mjs   (with VELA_E2E_DATA_TEMPLATE and DATA_DIR; the server's settings in the environment)
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const template = process.env.VELA_E2E_DATA_TEMPLATE;
const target = process.env.DATA_DIR;
// Outside a browser suite's run there is no first start to copy: the server makes its own.
if (!template) process.exit(0);
if (!target) {
  console.error('first-start.mjs needs DATA_DIR');
  process.exit(2);
}

/** The settings the first start's data depends on, and their values for the run (`src/data-template.ts`). */
const recorded = JSON.parse(readFileSync(join(template, 'settings.json'), 'utf8'));
const seedSettings = new RegExp(recorded.pattern);
const seedSettingsOf = (env) =>
  JSON.stringify(
    Object.entries(env)
      .filter(([name, value]) => seedSettings.test(name) && value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
if (seedSettingsOf(process.env) !== JSON.stringify(recorded.settings)) process.exit(0);

/** A port no one listens on now. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the built product on the empty `dataDir` with the recorded settings, and stops it once it answers. */
async function firstStart(dataDir) {
  const port = await freePort();
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !seedSettings.test(name)));
  const server = spawn('node', ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: { ...env, ...Object.fromEntries(recorded.settings), PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  // A first start unpacks and migrates its embedded database, slow on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the first start exited before it answered (${server.signalCode ?? server.exitCode})`);
    }
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error('the first start did not answer within 180 s');
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  server.kill('SIGTERM');
  await exited;
}

const data = join(template, 'data');
const failed = join(template, 'failed');
let making = false;
try {
  mkdirSync(join(template, 'lock'));
  making = true;
} catch {
  // Another server of the run makes it.
}
if (making) {
  try {
    await firstStart(join(template, 'making'));
    renameSync(join(template, 'making'), data);
  } catch (error) {
    writeFileSync(failed, String(error instanceof Error ? error.message : error));
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
} else {
  const deadline = Date.now() + 200_000;
  while (!existsSync(data)) {
    if (existsSync(failed) || Date.now() > deadline) {
      console.error('the run has no first start to copy: the server makes its own');
      process.exit(0);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
cpSync(data, target, { recursive: true });
