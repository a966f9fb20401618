import { readFileSync } from 'node:fs';
import { localeCodes } from '@vela/locales';
import { describe, expect, it } from 'vitest';
import { auditActions } from './audit-actions.ts';

type Tree = { [key: string]: string | Tree };

function auditTexts(locale: string): Tree {
  const file = new URL(`../../../../packages/locales/${locale}/audit.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

const textOf = (tree: Tree, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node ? (node as Tree)[part] : undefined),
      tree,
    );

describe("the audit log's actions", () => {
  it('each have their words in every language, so no screen shows a bare code', () => {
    const missing = localeCodes.flatMap((locale) => {
      const texts = auditTexts(locale);
      return auditActions
        .filter((action) => {
          const text = textOf(texts, `actions.${action}`);
          return typeof text !== 'string' || text.trim() === '';
        })
        .map((action) => `${locale}: ${action}`);
    });
    expect(missing).toEqual([]);
  });

  it('are each listed once, and no text is left without its action', () => {
    expect(new Set(auditActions).size).toBe(auditActions.length);
    const flat = (tree: Tree, prefix: string): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : flat(value, `${prefix}${key}.`),
      );
    const listed = flat(textOf(auditTexts('en'), 'actions') as Tree, '');
    expect(listed.sort()).toEqual([...auditActions].sort());
  });
});
