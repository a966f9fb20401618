#!/usr/bin/env node
// Makes sure a Chromium is there for the end-to-end tests, or says in one line what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const systemChromium = '/usr/bin/chromium';
const configured = process.env.CHROMIUM_EXECUTABLE_PATH?.trim();
const require = createRequire(import.meta.url);

function playwrightChromium() {
  try {
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function attempt(description, command, args, timeout) {
  process.stderr.write(`No Chromium found: ${description}...\n`);
  try {
    execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], timeout });
    return true;
  } catch {
    return false;
  }
}

if (configured) {
  if (existsSync(configured)) process.exit(0);
  console.error(`CHROMIUM_EXECUTABLE_PATH points at ${configured}, which does not exist.`);
  process.exit(1);
}
if (existsSync(systemChromium) || playwrightChromium()) process.exit(0);

const cli = require.resolve('@playwright/test/cli');
if (
  attempt("downloading Playwright's Chromium", process.execPath, [cli, 'install', 'chromium'], 180_000) &&
  playwrightChromium()
) {
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  attempt(
    "installing Debian's chromium",
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
    600_000,
  );
  if (existsSync(systemChromium)) process.exit(0);
}
console.error(
  'No Chromium for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`, or `pnpm exec playwright install chromium`) or set CHROMIUM_EXECUTABLE_PATH.',
);
process.exit(1);
