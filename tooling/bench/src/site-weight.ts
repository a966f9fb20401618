// Only the page weights of `pnpm bench` (JavaScript and CSS, gzip, until the network is idle), for the paths given
// (default `/`), on the built product: `pnpm --filter @vela/bench weight [/path ...]`.
import { measurePageWeights } from './page-weight.ts';
import { startProduct } from './server.ts';

const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/'];
const server = await startProduct();
try {
  for (const weight of await measurePageWeights(server.url, paths)) {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`${weight.path}: JavaScript ${kb(weight.scriptBytes)}, CSS ${kb(weight.styleBytes)} (gzip)`);
  }
} finally {
  await server.stop();
}
