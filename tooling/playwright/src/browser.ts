import { existsSync } from 'node:fs';

/** Debian's Chromium, which this project's machines and CI use; Playwright's own build elsewhere. */
const systemChromium = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium (package `chromium-headless-shell`): the engine without the
 * browser's windows, as Playwright's own headless mode runs it.
 */
const systemHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium binary to drive: `CHROMIUM_EXECUTABLE_PATH` when set (GitHub Actions points it at
 * Playwright's download), else the system package when installed, else Playwright's default.
 */
export function chromiumExecutable(): string | undefined {
  const configured = process.env.CHROMIUM_EXECUTABLE_PATH?.trim();
  if (configured) return configured;
  return existsSync(systemChromium) ? systemChromium : undefined;
}

/**
 * The Chromium the browser suites drive: `CHROMIUM_EXECUTABLE_PATH` when set, else Debian's headless shell when
 * installed, else `chromiumExecutable()`. The shell renders pages with the same engine and spends about a fifth
 * less processor time on a journey than the whole browser in its headless mode, most of it in the browser's
 * own process; Lighthouse (`pnpm bench`) measures pages in the whole browser, as people's browsers run them.
 */
export function testChromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_EXECUTABLE_PATH?.trim()) return chromiumExecutable();
  return existsSync(systemHeadlessShell) ? systemHeadlessShell : chromiumExecutable();
}

/** Flags for a headless Chromium on a closed network, possibly running as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
