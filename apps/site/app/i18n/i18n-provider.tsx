import type { Locale, Namespace } from '@vela/locales';
import { loadNamespaces } from '@vela/locales/load';
import type { Brand } from '@vela/validation';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useMatches } from 'react-router';
import { isPageTexts } from './page-texts.ts';

function createI18n(locale: Locale, brand: Brand): I18n {
  const i18n = createInstance();
  i18n.init({
    lng: locale,
    fallbackLng: false,
    resources: {},
    initAsync: false,
    defaultNS: 'common',
    interpolation: {
      // React escapes what it renders.
      escapeValue: false,
      defaultVariables: { brand: brand.name, legalEntity: brand.legalEntity },
    },
  });
  return i18n;
}

function addTexts(i18n: I18n, locale: Locale, data: unknown) {
  if (!isPageTexts(data) || data.locale !== locale) return;
  for (const [namespace, tree] of Object.entries(data.messages)) {
    if (!i18n.hasResourceBundle(locale, namespace))
      i18n.addResourceBundle(locale, namespace, tree, true, true);
  }
}

interface I18nContextValue {
  i18n: I18n;
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
  const i18n = useMemo(() => createI18n(locale, brand), [locale, brand]);
  const [revision, setRevision] = useState(0);
  for (const match of useMatches()) addTexts(i18n, locale, match.data);
  const ensure = useCallback(
    async (namespaces: readonly Namespace[]) => {
      const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(locale, namespace));
      if (missing.length === 0) return;
      const loaded = await loadNamespaces(locale, missing);
      for (const [namespace, tree] of Object.entries(loaded))
        i18n.addResourceBundle(locale, namespace, tree, true, true);
      setRevision((value) => value + 1);
    },
    [i18n, locale],
  );
  const value = useMemo(() => ({ i18n, locale, ensure, revision }), [i18n, locale, ensure, revision]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18nContext(): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useT needs an <I18nProvider> above it');
  return context;
}

/** The translate function of one namespace, in the page's language. */
export function useT(namespace: Namespace = 'common'): { t: TFunction; locale: Locale } {
  const { i18n, locale, revision } = useI18nContext();
  const t = useMemo(() => i18n.getFixedT(locale, namespace), [i18n, locale, namespace, revision]);
  return { t, locale };
}

/** Adds texts that arrived some other way than route data (with a refusal that an error page shows). */
export function useTextsOf(data: unknown): void {
  const { i18n, locale } = useI18nContext();
  addTexts(i18n, locale, data);
}

/** Loads namespaces on demand, e.g. the error texts once a form is sent. */
export function useEnsureNamespaces(): I18nContextValue['ensure'] {
  return useI18nContext().ensure;
}
