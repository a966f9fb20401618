import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { withBootIndicator } from './src/boot/boot-indicator.ts';
import { dashboardTexts, textChunkName } from './src/i18n/texts-plugin.ts';

export default defineConfig({
  base: '/dashboard/',
  plugins: [
    react(),
    dashboardTexts(),
    { name: 'vela-boot-indicator', transformIndexHtml: withBootIndicator },
  ],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
  },
  build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: textChunkName }] } } } },
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    // Rendering whole lists in jsdom is slow when the unit suites share a busy machine with type checking.
    testTimeout: 30_000,
  },
});
