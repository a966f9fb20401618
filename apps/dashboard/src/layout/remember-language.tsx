import { useMutation } from '@tanstack/react-query';
import { isLocale, type Locale } from '@vela/locales';
import { useEffect } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import { useAppAuthProvider } from '../auth/use-auth-provider.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';

/**
 * Keeps the account's language (the one its e-mails are written in) the one the person last read the dashboard
 * in: on signing in, and whenever they switch. The session is read again after a save, so that what the
 * dashboard knows of the account stays true when the screens are drawn anew in the new language. A failed save
 * is tried again at the next switch or sign-in; the screen does not wait for it.
 */
export function RememberLanguage() {
  const [locale] = useLocaleState();
  const authProvider = useAppAuthProvider();
  const dataProvider = useDataProvider<AppDataProvider>();
  const stored = authProvider.currentUser()?.locale ?? null;
  const { mutate: remember } = useMutation({
    mutationFn: (chosen: Locale) => dataProvider.rememberLanguage(chosen),
    onSuccess: () => authProvider.refreshSession(),
  });
  useEffect(() => {
    if (isLocale(locale) && stored !== locale) remember(locale);
  }, [locale, stored, remember]);
  return null;
}
