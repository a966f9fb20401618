import { defaultLocale, localeInfo, locales } from '@vela/locales';
import { useT } from '../i18n/i18n-provider.tsx';
import { useSiteSettings } from '../layout/site-settings.ts';
import { localizedPath } from '../paths.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's English path, e.g. `/pricing` or `/news/some-slug`. */
  path: string;
  /** Pages search engines should not list (404, error, payment outcome). */
  noindex?: boolean;
}

/**
 * Title, description, canonical address, the page in every other language (and x-default), and OpenGraph
 * tags. React places them in the document head wherever the page renders them.
 */
export function PageMeta({ title, description, path, noindex = false }: PageMetaProps) {
  const { locale } = useT();
  const { siteUrl, brand } = useSiteSettings();
  const url = (code: typeof locale) => `${siteUrl}${localizedPath(code, path)}`;
  const fullTitle = title.includes(brand.name) ? title : `${title} | ${brand.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url(locale)} />
      {locales.map((option) => (
        <link key={option.code} rel="alternate" hrefLang={option.tag} href={url(option.code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(defaultLocale)} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={localeInfo(locale).tag.replace('-', '_')} />
      <meta property="og:image" content={`${siteUrl}/og-image.png`} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
