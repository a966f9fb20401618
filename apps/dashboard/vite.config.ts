import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
  test: { environment: 'jsdom', include: ['src/**/*.test.tsx', 'src/**/*.test.ts'] },
});
