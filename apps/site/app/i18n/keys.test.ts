import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Namespace, namespaces } from '@vela/locales';
import { loadNamespace } from '@vela/locales/load';
import { describe, expect, it } from 'vitest';

const appDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function isNamespace(value: string): value is Namespace {
  return (namespaces as readonly string[]).includes(value);
}

/** Every literal key passed to a translate function bound by `const { t } = useT('namespace')`. */
function usedKeys(source: string): { namespace: string; key: string }[] {
  const found: { namespace: string; key: string }[] = [];
  for (const binding of source.matchAll(
    /const \{\s*t(?:\s*:\s*(\w+))?[^}]*\}\s*=\s*useT\(\s*(?:'(\w+)')?\s*\)/g,
  )) {
    const name = binding[1] ?? 't';
    const namespace = binding[2] ?? 'common';
    for (const call of source.matchAll(new RegExp(`\\b${name}\\(\\s*'([^']+)'`, 'g'))) {
      if (call[1]) found.push({ namespace, key: call[1] });
    }
  }
  return found;
}

function has(tree: unknown, path: string): boolean {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('texts used by the site', () => {
  const uses = sourceFiles(appDir).flatMap((file) =>
    usedKeys(readFileSync(file, 'utf8')).map((use) => ({ ...use, file: file.slice(appDir.length + 1) })),
  );

  it('are found in the sources', () => {
    expect(uses.length).toBeGreaterThan(5);
  });

  it('all exist in English', async () => {
    const missing: string[] = [];
    for (const { namespace, key, file } of uses) {
      if (!isNamespace(namespace)) {
        missing.push(`${file}: unknown namespace ${namespace}`);
        continue;
      }
      if (!has(await loadNamespace('en', namespace), key)) missing.push(`${file}: ${namespace}:${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('are read from every binding of useT, aliases included', () => {
    const source =
      "const { t } = useT('home'); const { t: tc, locale } = useT(); t('hero.title'); tc('notFound.title');";
    expect(usedKeys(source)).toEqual([
      { namespace: 'home', key: 'hero.title' },
      { namespace: 'common', key: 'notFound.title' },
    ]);
  });
});
