import { defineConfig } from 'vitest/config';
import { packageUnitTests } from '../../vitest.shared.ts';

export default defineConfig({ test: packageUnitTests });
