import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { shellChunk } from './scripts/shell-chunk.ts';
import { textsAssets } from './scripts/texts-assets.ts';

export default defineConfig({
  plugins: [reactRouter(), textsAssets(), shellChunk()],
  // Workspace packages ship as TypeScript source: bundle them into the prerender build too.
  ssr: { noExternal: [/^@vela\//] },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/dashboard': { target: 'http://localhost:5174', ws: true },
    },
  },
});
