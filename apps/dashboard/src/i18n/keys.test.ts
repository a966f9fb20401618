import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadNamespaces } from '@vela/locales/load';
import { describe, expect, it } from 'vitest';
import { usedKeyPatterns } from '../testing/used-keys.ts';
import { dashboardNamespaces } from './i18n-provider.ts';

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function flatKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => flatKeys(value, prefix ? `${prefix}.${key}` : key));
}

describe('texts used by the dashboard', () => {
  it('are read from literal and template keys', () => {
    // The sample source holds a template literal, written here as plain text.
    const sample = [
      "translate('dashboard.health.title');",
      'translate(`dashboard.health.$',
      '{state}`)',
    ].join(' ');
    const patterns = usedKeyPatterns(sample.replace('$ {', '${'));
    expect(patterns.map(String)).toEqual([
      '/^dashboard\\.health\\.title$/',
      '/^dashboard\\.health\\.[^.]+$/',
    ]);
  });

  it('all exist in English', async () => {
    const english = flatKeys(await loadNamespaces('en', dashboardNamespaces));
    const patterns = sourceFiles(srcDir).flatMap((file) => usedKeyPatterns(readFileSync(file, 'utf8')));
    expect(patterns.length).toBeGreaterThan(3);
    const missing = patterns.filter((pattern) => !english.some((key) => pattern.test(key)));
    expect(missing.map(String)).toEqual([]);
  });
});
