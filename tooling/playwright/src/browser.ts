import { existsSync } from 'node:fs';

/** Debian's Chromium, which this project's machines and CI use; Playwright's own build elsewhere. */
const systemChromium = '/usr/bin/chromium';

/**
 * The Chromium binary to drive: `CHROMIUM_EXECUTABLE_PATH` when set (GitHub Actions points it at
 * Playwright's download), else the system package when installed, else Playwright's default.
 */
export function chromiumExecutable(): string | undefined {
  const configured = process.env.CHROMIUM_EXECUTABLE_PATH?.trim();
  if (configured) return configured;
  return existsSync(systemChromium) ? systemChromium : undefined;
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
