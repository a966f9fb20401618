import type { Locale, Namespace } from '@vela/locales';
import type { Brand } from '@vela/validation';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useMatches } from 'react-router';
import { Catalogue, type TFunction } from './catalogue.ts';
import { loadNamespaces } from './load-texts.ts';
import { isPageTexts } from './page-texts.ts';

export type { TFunction } from './catalogue.ts';

function addTexts(catalogue: Catalogue, locale: Locale, data: unknown) {
  if (!isPageTexts(data) || data.locale !== locale) return;
  for (const [namespace, tree] of Object.entries(data.messages)) catalogue.add(namespace, tree);
}

interface I18nContextValue {
  catalogue: Catalogue;
  locale: Locale;
  /** Loads more namespaces of the current language (texts a page needs only after an action). */
  ensure: (namespaces: readonly Namespace[]) => Promise<void>;
  /** Changes when texts were added, so that components re-read them. */
  revision: number;
}

const I18nContext = createContext<I18nContextValue | null>(null);

/**
 * Gives every component the texts that the matched routes loaded, in the language of the URL. Texts
 * arrive with route data (prerendered, or fetched by a clientLoader before the page changes), so a
 * render never waits for them and the page never flickers.
 */
export function I18nProvider({
  locale,
  brand,
  children,
}: {
  locale: Locale;
  brand: Brand;
  children: ReactNode;
}) {
  const catalogue = useMemo(
    () => new Catalogue({ brand: brand.name, legalEntity: brand.legalEntity }),
    // A new language or brand starts from an empty catalogue.
    [locale, brand],
  );
  const [revision, setRevision] = useState(0);
  for (const match of useMatches()) addTexts(catalogue, locale, match.data);
  const ensure = useCallback(
    async (namespaces: readonly Namespace[]) => {
      const missing = namespaces.filter((namespace) => !catalogue.has(namespace));
      if (missing.length === 0) return;
      const loaded = await loadNamespaces(locale, missing);
      for (const [namespace, tree] of Object.entries(loaded)) catalogue.add(namespace, tree);
      setRevision((value) => value + 1);
    },
    [catalogue, locale],
  );
  const value = useMemo(
    () => ({ catalogue, locale, ensure, revision }),
    [catalogue, locale, ensure, revision],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18nContext(): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useT needs an <I18nProvider> above it');
  return context;
}

/** The translate function of one namespace, in the page's language. */
export function useT(namespace: Namespace = 'common'): { t: TFunction; locale: Locale } {
  const { catalogue, locale, revision } = useI18nContext();
  const t = useMemo(() => catalogue.translator(namespace), [catalogue, namespace, revision]);
  return { t, locale };
}

/** Adds texts that arrived some other way than route data (with a refusal that an error page shows). */
export function useTextsOf(data: unknown): void {
  const { catalogue, locale } = useI18nContext();
  addTexts(catalogue, locale, data);
}

/** Loads namespaces on demand, e.g. the error texts once a form is sent. */
export function useEnsureNamespaces(): I18nContextValue['ensure'] {
  return useI18nContext().ensure;
}
