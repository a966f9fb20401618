import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * Where the run keeps a data directory of the product's first start: every product server a browser suite starts
 * on a fresh directory starts from a copy of it (`bin/first-start.mjs`), as a restart does, instead of unpacking,
 * migrating and seeding its embedded database again (several seconds of a core each). Named to the suite's
 * processes by this variable.
 */
const templateVariable = 'VELA_E2E_DATA_TEMPLATE';

/** The settings the first start's data depends on: the demo accounts' password, the brand and the prices. */
const seedSettings = /^(?:DEMO_PASSWORD|BRAND_|PRICE_)/;

/**
 * Gives the run a place for its first start, with the settings of this process, unless the process that started
 * this one (Playwright's runner, for its workers) already did; the process that made it removes it when it exits.
 * Nothing is started here: the first server to start makes it.
 */
export function ensureDataTemplate(): void {
  if (process.env[templateVariable]) return;
  const parent = mkdtempSync(join(tmpdir(), 'vela-e2e-template-'));
  process.on('exit', () => rmSync(parent, { recursive: true, force: true }));
  const settings = Object.entries(process.env)
    .filter(([name, value]) => seedSettings.test(name) && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  // The pattern goes with them, so that `first-start.mjs` reads a server's settings as they were read here.
  writeFileSync(join(parent, 'settings.json'), JSON.stringify({ pattern: seedSettings.source, settings }));
  process.env[templateVariable] = parent;
}

/** The script that fills a server's data directory from the run's first start, for a server's command. */
export const firstStartScript = fileURLToPath(new URL('../bin/first-start.mjs', import.meta.url));

/** Fills the data directory of a server with `env` (its whole environment) from the run's first start. */
export async function fromFirstStart(env: Record<string, string | undefined>): Promise<void> {
  if (!env[templateVariable]) return;
  await promisify(execFile)(process.execPath, [firstStartScript], { env });
}
