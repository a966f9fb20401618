import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/**
 * The environment of a product server for the browser suites: the defaults of a fresh local install, on `port`,
 * with a data directory of its own, and `env` on top. The server's command fills the directory from the run's first
 * start (`data-template.ts`).
 */
export function productServerEnv(port: number, env: Record<string, string> = {}): Record<string, string> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'vela-e2e-')), 'data');
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...env,
  };
}
