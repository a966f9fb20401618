// Finishes the prerendered site: drops the module preload hints (on Lighthouse's mobile profile they delayed
// the first paint by more than a second), keeps the home page's module script from running on load (decision
// 52), and writes the search index of each language, the sitemap with
// language alternates, and robots.txt. Runs after `react-router build`, from the same page list.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLocale, fillPlaceholders, type Locale, locales, type MessageTree } from '@vela/locales';
import { publicEnvSchema, publicSettingsFromEnv } from '@vela/validation';
import { sleepingScriptType } from '../app/hydrate-on-interaction.ts';
import { localizedPath, type Page, pages, sitemapPaths } from '../app/paths.ts';
import type { SearchEntry } from '../app/search/search.ts';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const output = join(siteRoot, 'build/client');
const localesRoot = fileURLToPath(new URL('../../../packages/locales', import.meta.url));
const settings = publicSettingsFromEnv(publicEnvSchema.parse(process.env));

const variables: Record<string, string> = {
  brand: settings.brand.name,
  legalEntity: settings.brand.legalEntity,
};
const clean = (text: string) => fillPlaceholders(text, variables).replace(/<\/?(hl|strong|em)>/g, '');

async function namespace(locale: Locale, name: string): Promise<MessageTree> {
  return JSON.parse(await readFile(join(localesRoot, locale, `${name}.json`), 'utf8')) as MessageTree;
}

const text = (tree: MessageTree | string | undefined, key: string): string | undefined => {
  if (typeof tree !== 'object') return undefined;
  const value = tree[key];
  return typeof value === 'string' ? clean(value) : undefined;
};
const child = (tree: MessageTree | string | undefined, key: string): MessageTree | undefined => {
  if (typeof tree !== 'object') return undefined;
  const value = tree[key];
  return typeof value === 'object' ? value : undefined;
};

/** Page titles, section headings and questions of one page, in one language (texts keyed as the pages are). */
function entriesOf(path: string, tree: MessageTree): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const meta = child(tree, 'meta');
  const title = text(meta, 'title');
  if (title) entries.push({ title, text: text(meta, 'description') ?? '', path, kind: 'page' });
  for (const [id, section] of Object.entries(child(tree, 'sections') ?? {})) {
    const heading = text(section, 'title');
    if (heading)
      entries.push({
        title: heading,
        text: text(section, 'lead') ?? '',
        path: `${path}#${id}`,
        kind: 'page',
      });
  }
  for (const [id, item] of Object.entries(child(child(tree, 'faq'), 'items') ?? {})) {
    const question = text(item, 'question');
    if (question)
      entries.push({
        title: question,
        text: text(item, 'answer') ?? '',
        path: `${path}#faq-${id}`,
        kind: 'faq',
      });
  }
  return entries;
}

async function searchIndex(locale: Locale): Promise<SearchEntry[]> {
  const listed = (Object.values(pages) as Page[]).filter(
    (page) => !page.unlisted && !page.path.includes(':'),
  );
  const entries: SearchEntry[] = [];
  for (const page of listed) {
    for (const name of page.namespaces) {
      if (['forms', 'errors', 'validation'].includes(name)) continue;
      entries.push(...entriesOf(page.path, await namespace(locale, name)));
    }
  }
  return entries;
}

function sitemap(): string {
  const url = (locale: Locale, path: string) => `${settings.siteUrl}${localizedPath(locale, path)}`;
  const items = sitemapPaths().flatMap((path) =>
    locales.map((locale) => {
      const alternates = [
        ...locales.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other.tag}" href="${url(other.code, path)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(defaultLocale, path)}"/>`,
      ];
      return [`  <url>`, `    <loc>${url(locale.code, path)}</loc>`, ...alternates, `  </url>`].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...items,
    '</urlset>',
    '',
  ].join('\n');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    }),
  );
  return nested.flat();
}

/**
 * Drops the module preload hints from every page: the scripts are requested by the module script at the end
 * of the page anyway, and hinted in the head they competed with the page itself on a slow connection.
 */
async function dropModulePreloads(): Promise<void> {
  for (const file of await htmlFiles(output)) {
    const html = await readFile(file, 'utf8');
    const trimmed = html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, '');
    if (trimmed !== html) await writeFile(file, trimmed);
  }
}

/**
 * On a page that hydrates on interaction (its HTML carries the waking script, decision 53), gives React Router's
 * module script a type the browser does not run: the waking script runs it on the first interaction.
 */
async function putToSleep(): Promise<void> {
  for (const file of await htmlFiles(output)) {
    const html = await readFile(file, 'utf8');
    if (!html.includes(sleepingScriptType)) continue;
    const asleep = html.replace(/<script type="module" async="">/g, `<script type="${sleepingScriptType}">`);
    if (asleep === html) throw new Error(`${file}: no module script to put to sleep`);
    await writeFile(file, asleep);
  }
}

await dropModulePreloads();
await putToSleep();
await mkdir(join(output, 'search'), { recursive: true });
for (const { code } of locales) {
  await writeFile(join(output, 'search', `${code}.json`), JSON.stringify(await searchIndex(code)));
}
await writeFile(join(output, 'sitemap.xml'), sitemap());
await writeFile(
  join(output, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /dashboard/\nDisallow: /api/\n\nSitemap: ${settings.siteUrl}/sitemap.xml\n`,
);
