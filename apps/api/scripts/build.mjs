// Bundles the API with the workspace packages it uses (they ship as TypeScript source); every
// dependency from the registry stays external and is loaded from node_modules at run time.
import { readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.entries(manifest.dependencies)
  .filter(([, version]) => !version.startsWith('workspace:'))
  .flatMap(([name]) => [name, `${name}/*`]);

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
