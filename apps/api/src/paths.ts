import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This module sits directly in `src/` and is bundled into `dist/main.js`: one level below the app either way.
const apiRoot = fileURLToPath(new URL('../', import.meta.url));
export const repoRoot = resolve(apiRoot, '../..');
export const migrationsFolder = resolve(apiRoot, 'drizzle');
