import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Rewrites the site address a built file names into the one this server is reached at. */
export type SiteAddressRewrite = (text: string) => string;

/**
 * The address the site was built for: the one its robots.txt gives the sitemap at (`Sitemap: <address>/sitemap.xml`,
 * written by the site's build from the same SITE_URL as its canonical links, language alternates and sitemap).
 */
async function builtSiteUrl(siteRoot: string): Promise<string | null> {
  const robots = await readFile(join(siteRoot, 'robots.txt'), 'utf8').catch(() => null);
  const match = robots ? /^Sitemap:\s*(https?:\/\/\S+?)\/sitemap\.xml\s*$/im.exec(robots) : null;
  return match?.[1] ?? null;
}

/**
 * What turns the address a file was built with into `siteUrl`: every occurrence of the built address that ends
 * where an address ends (before a path, a quote, a tag, a space, a query or a fragment), so that
 * `http://localhost:8080` is not found inside `http://localhost:80801`. Nothing when they are the same.
 */
export function siteAddressRewrite(built: string | null, siteUrl: string): SiteAddressRewrite | null {
  if (!built || built === siteUrl) return null;
  const pattern = new RegExp(`${built.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[/"'<>\\s?#\\\\]|$)`, 'g');
  return (text) => text.replace(pattern, siteUrl);
}

/**
 * The site's address rewrite for `siteUrl`, found once, when the first page asks for it: the site may be built
 * once (SITE_URL unset, or set to another address) and served at any address and port, and its pages still
 * name the address they are served at.
 */
export function siteAddress(siteRoot: string, siteUrl: string): () => Promise<SiteAddressRewrite | null> {
  let rewrite: Promise<SiteAddressRewrite | null> | undefined;
  return () => {
    rewrite ??= builtSiteUrl(siteRoot).then((built) => siteAddressRewrite(built, siteUrl));
    return rewrite;
  };
}
