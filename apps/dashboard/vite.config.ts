import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { withBootIndicator } from './src/boot/boot-indicator.ts';

export default defineConfig({
  base: '/dashboard/',
  plugins: [react(), { name: 'vela-boot-indicator', transformIndexHtml: withBootIndicator }],
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    // Rendering whole lists in jsdom is slow when the unit suites share a busy machine with type checking.
    testTimeout: 30_000,
  },
});
