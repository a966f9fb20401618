#!/usr/bin/env node
// Makes sure a Chromium is there for the end-to-end tests, or says in one line what to install. On Debian, as
// root, it installs the system's Chromium with its headless shell, which the suites drive (`src/browser.ts`).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const systemChromium = '/usr/bin/chromium';
const systemHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';
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
  process.stderr.write(`${description}...\n`);
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
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const debian = isRoot && existsSync('/usr/bin/apt-get');
const debianPackages = 'chromium chromium-headless-shell';
function installDebianChromium(description) {
  attempt(
    description,
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackages}`],
    600_000,
  );
}

// Debian's Chromium without its headless shell runs the suites too, only slower: the shell is added where it can be.
if (existsSync(systemChromium) && !existsSync(systemHeadlessShell) && debian) {
  installDebianChromium(
    "Chromium found without its headless shell: installing Debian's chromium-headless-shell",
  );
}
if (existsSync(systemChromium) || playwrightChromium()) process.exit(0);

const cli = require.resolve('@playwright/test/cli');
if (
  attempt(
    "No Chromium found: downloading Playwright's Chromium",
    process.execPath,
    [cli, 'install', 'chromium'],
    180_000,
  ) &&
  playwrightChromium()
) {
  process.exit(0);
}
if (debian) {
  installDebianChromium("No Chromium found: installing Debian's chromium");
  if (existsSync(systemChromium)) process.exit(0);
}
console.error(
  'No Chromium for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell`, or `pnpm exec playwright install chromium`) or set CHROMIUM_EXECUTABLE_PATH.',
);
process.exit(1);
