import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { withBootIndicator } from './src/boot/boot-indicator.ts';
import { homeNamespaces, screenNamespaces, signInNamespaces } from './src/i18n/namespaces.ts';

const localeFile = /\/packages\/locales\/([a-z]{2})\/([a-z-]+)\.json$/;

/**
 * Three chunks of texts per language: for the screens outside the layout, for the home, and for the rest. A
 * language's namespaces compress far better together than one by one; someone signing in downloads only the
 * first, and someone opening their home the first two.
 */
function textChunk(moduleId: string): string | null {
  const match = localeFile.exec(moduleId);
  if (!match) return null;
  const [, locale, namespace = ''] = match;
  const among = (namespaces: readonly string[]) => namespaces.includes(namespace);
  if (among(signInNamespaces)) return `texts-${locale}-sign-in`;
  if (among(homeNamespaces)) return `texts-${locale}-home`;
  if (among(screenNamespaces)) return `texts-${locale}`;
  // The site's namespaces are in the same package; the dashboard never loads them.
  return null;
}

export default defineConfig({
  base: '/dashboard/',
  plugins: [react(), { name: 'vela-boot-indicator', transformIndexHtml: withBootIndicator }],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
  },
  build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: textChunk }] } } } },
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    // Rendering whole lists in jsdom is slow when the unit suites share a busy machine with type checking.
    testTimeout: 30_000,
  },
});
