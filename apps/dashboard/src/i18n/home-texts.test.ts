import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usedKeyPatterns } from '../testing/used-keys.ts';
import { homeNamespaces, signInNamespaces } from './namespaces.ts';

const srcDir = join(import.meta.dirname, '..');

/** The dashboard's own modules that `file` imports statically: what is there before any screen is opened. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';/gms)].map((match) =>
    resolve(dirname(file), match[1] ?? ''),
  );
}

function reachable(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/** Keys given as a resource's or a field's label, which react-admin translates. */
const labelKeys = (source: string) =>
  [...source.matchAll(/\blabel: '([\w-]+\.[\w.-]+)'/g)].map((match) => new RegExp(`^${match[1]}$`));

describe('the texts the layout and the home show', () => {
  it('are all among the texts that load with them', () => {
    const files = reachable([
      join(srcDir, 'app.tsx'),
      join(srcDir, 'layout/app-layout.tsx'),
      // Shown in the layout when the home fails.
      join(srcDir, 'layout/fallback-pages.tsx'),
      join(srcDir, 'home/home.tsx'),
      join(srcDir, 'home/stats-panel.tsx'),
      join(srcDir, 'home/reseller-stats-panel.tsx'),
      join(srcDir, 'home/operator-stats-panel.tsx'),
      join(srcDir, 'home/operator-tickets.tsx'),
    ]);
    expect(files.size).toBeGreaterThan(20);
    const loaded: readonly string[] = [...signInNamespaces, ...homeNamespaces];
    const outside = [...files].flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...usedKeyPatterns(source), ...labelKeys(source)]
        .map((pattern) => pattern.source.replace(/^\^/, '').replace(/\\/g, ''))
        .filter((key) => !loaded.includes(key.split('.')[0] ?? ''))
        .map((key) => `${file.slice(srcDir.length + 1)}: ${key}`);
    });
    expect(outside).toEqual([]);
  });
});
