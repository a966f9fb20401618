import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/paths.ts';

export default {
  appDirectory: 'app',
  // Every public page is static HTML, written at build time for every language; there is no render server.
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
