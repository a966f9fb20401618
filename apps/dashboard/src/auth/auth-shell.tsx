import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { defaultLocale, isLocale, type Locale } from '@vela/locales';
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { StyleDirection } from '../direction/style-direction.tsx';
import type { DashboardI18nProvider } from '../i18n/i18n-provider.ts';
import { type Translate, TranslateContext } from '../i18n/translate.ts';
import { i18nProviderReady } from '../providers/instances.ts';
import { authThemeFor } from './auth-theme.ts';

interface AuthLanguage {
  locale: Locale;
  /** Turns the page to another language once its texts are there, and remembers the choice. */
  changeLocale: (locale: Locale) => Promise<void>;
}

const AuthLanguageContext = createContext<AuthLanguage>({
  locale: defaultLocale,
  changeLocale: async () => undefined,
});

/** The language the sign-in screens are shown in, and the way to change it. */
export function useAuthLanguage(): AuthLanguage {
  return use(AuthLanguageContext);
}

/** The language the provider shows now, with a `translate` of its own so that whatever translates is drawn again. */
function shownBy(i18nProvider: DashboardI18nProvider) {
  const locale = i18nProvider.getLocale();
  const translate: Translate = (key, options) => i18nProvider.translate(key, options);
  return { locale: isLocale(locale) ? locale : defaultLocale, translate };
}

/**
 * What every screen outside the layout is drawn in, without react-admin: the dashboard's texts in the chosen
 * language (the same i18n provider the app uses afterwards), the styles and theme of the page's direction.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  const i18nProvider = use(i18nProviderReady);
  const [shown, setShown] = useState(() => shownBy(i18nProvider));
  const changeLocale = useCallback(
    async (locale: Locale) => {
      await i18nProvider.changeLocale(locale);
      setShown(shownBy(i18nProvider));
    },
    [i18nProvider],
  );
  const language = useMemo(() => ({ locale: shown.locale, changeLocale }), [shown.locale, changeLocale]);
  return (
    <StyleDirection>
      {(direction) => (
        <ThemeProvider theme={authThemeFor(direction)}>
          <CssBaseline enableColorScheme />
          <AuthLanguageContext value={language}>
            <TranslateContext value={shown.translate}>{children}</TranslateContext>
          </AuthLanguageContext>
        </ThemeProvider>
      )}
    </StyleDirection>
  );
}
