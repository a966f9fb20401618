import { readFileSync } from 'node:fs';
import { fillPlaceholders } from '@vela/locales';

type Tree = { [key: string]: string | Tree };

/** A text of the catalogue, so that tests in other languages ask for what the page really says. */
export function text(
  locale: string,
  namespace: string,
  key: string,
  values: Record<string, string> = {},
): string {
  const file = new URL(`../../../packages/locales/${locale}/${namespace}.json`, import.meta.url);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  const found = key
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof found !== 'string') throw new Error(`No text ${locale}/${namespace}:${key}`);
  return fillPlaceholders(found, { brand: 'Vela Player', ...values });
}
