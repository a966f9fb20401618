import { readFileSync, rmSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const apiRoot = new URL('../', import.meta.url).pathname;
const prefix = '.test-main-';

let built: string | null = null;

/**
 * The path of `src/main.ts` bundled as `scripts/build.mjs` bundles it for production, to start with `node`.
 * Built on the first call in a process (synchronously, so that the functions that start API processes stay
 * synchronous) and removed when the process exits; `removeMainBundles` removes those of processes that ended
 * without exiting normally.
 */
export function bundledMain(): string {
  if (built) return built;
  const manifest = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // The workspace's packages ship as TypeScript sources and are bundled; the registry's load from node_modules.
  const external = Object.entries(manifest.dependencies)
    .filter(([, version]) => !version.startsWith('workspace:'))
    .flatMap(([name]) => [name, `${name}/*`]);
  // `src/paths.ts` finds the API's folder (and its migrations) one level above the running module, and the
  // packages the bundle leaves out load from the API's node_modules: so the bundle sits in a folder of its own
  // directly below the API, named after the run and the process that built it.
  const run = process.env.VELA_TEST_RUN ?? 'norun';
  const bundleDir = join(apiRoot, `${prefix}${run}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  const outfile = join(bundleDir, 'main.mjs');
  const remove = () => rmSync(bundleDir, { recursive: true, force: true });
  process.once('exit', remove);
  try {
    buildSync({
      entryPoints: [join(apiRoot, 'src/main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      external,
      logLevel: 'warning',
    });
  } catch (error) {
    process.off('exit', remove);
    remove();
    throw error;
  }
  built = outfile;
  return outfile;
}

function running(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the bundles of the given run, and those left behind by processes that no longer run. */
export async function removeMainBundles(run: string) {
  for (const entry of await readdir(apiRoot)) {
    if (!entry.startsWith(prefix)) continue;
    const [owner, pid] = entry.slice(prefix.length).split('-');
    if (owner === run || !running(Number(pid))) {
      await rm(join(apiRoot, entry), { recursive: true, force: true });
    }
  }
}
