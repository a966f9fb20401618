import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { withBootIndicator } from './src/boot/boot-indicator.ts';
import { dashboardTexts, textChunkName } from './src/i18n/texts-plugin.ts';

/**
 * React Router's package points every import at its development build (warnings and checks included); a
 * production build takes the production one beside it, for `react-router` and `react-router/dom` alike so the
 * two share one router context. remix-run/react-router#12532.
 */
function reactRouterProductionBuild() {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = (file: string) =>
    development.replace(/development[/\\]index\.mjs$/, `production/${file}`);
  return [
    { find: /^react-router$/, replacement: production('index.mjs') },
    { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
  ];
}

/** Test files that replace a module of the dashboard's with `vi.mock`, or load one anew (`vi.resetModules`). */
const isolatedFiles = ['src/export/exports.test.tsx', 'src/theme.test.ts'];

export default defineConfig(({ mode }) => ({
  base: '/dashboard/',
  plugins: [
    react(),
    dashboardTexts(),
    { name: 'vela-boot-indicator', transformIndexHtml: withBootIndicator },
  ],
  resolve: {
    alias: [
      {
        find: 'object.entries',
        replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
      },
      ...(mode === 'production' ? reactRouterProductionBuild() : []),
    ],
  },
  build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: textChunkName }] } } } },
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
  test: {
    // happy-dom rather than jsdom (docs/decisions/0065): the suites render react-admin's whole screens in
    // dozens of files, and each file sets its document up in a third of the time.
    environment: 'happy-dom',
    // Rendering whole lists in a test DOM is slow when the unit suites share a busy machine with type checking.
    testTimeout: 30_000,
    // One worker per core, not Vitest's default of one fewer: on a two-core machine the type checks that run
    // beside this suite end minutes before it does, and a single worker would leave a core idle until then.
    maxWorkers: availableParallelism(),
    // A worker's files share one test DOM and the modules they import (react-admin and MUI among them), loaded
    // once rather than once per file: the suite takes a third of the time (docs/decisions/0067). Each file still
    // starts from a fresh document (`src/testing/fresh-document.ts`). A file that replaces a module with
    // `vi.mock`, or loads one anew, needs a registry of its own, so it runs in a project of its own, isolated.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          exclude: [...isolatedFiles],
          isolate: false,
          setupFiles: ['src/testing/fresh-document.ts'],
        },
      },
      { extends: true, test: { name: 'isolated', include: [...isolatedFiles] } },
    ],
  },
}));
