import { useEffect, useRef, useState } from 'react';
import type { I18nProvider, Store } from 'react-admin';

/**
 * The store whose `locale` react-admin reads, written only once the i18n provider has turned to the language
 * asked for: react-admin then finds the provider already in it and leaves the screens in place. When languages
 * are asked for one after another faster than their texts arrive, the store ends on the one the provider shows,
 * the last asked for; a language whose texts cannot be loaded is written as asked, and react-admin says so.
 */
function storeTurningFirst(store: Store, provider: I18nProvider): Store {
  return {
    ...store,
    setItem: (key, value) => {
      if (key !== 'locale' || typeof value !== 'string' || value === provider.getLocale()) {
        store.setItem(key, value);
        return;
      }
      Promise.resolve(provider.changeLocale(value)).then(
        () => store.setItem('locale', provider.getLocale()),
        () => store.setItem('locale', value),
      );
    },
  };
}

/**
 * Switches the dashboard's language in place. On its own, react-admin turns its i18n provider once the store's
 * `locale` changes and then mounts every screen anew: what was typed in a form is lost, and each list and record
 * on the screen is asked of the API again. Here the provider turns first (`storeTurningFirst`), and react-admin
 * is given a new provider object for each language, so that every text is drawn again in the new language while
 * the screens, their forms and their data stay.
 */
export function useLanguageInPlace<Provider extends I18nProvider>(
  store: Store,
  i18nProvider: Provider | undefined,
): { store: Store; i18nProvider: Provider | undefined } {
  const [turning] = useState(() => (i18nProvider ? storeTurningFirst(store, i18nProvider) : store));
  const [shown, setShown] = useState(() => i18nProvider && { ...i18nProvider });
  const shownLocale = useRef(i18nProvider?.getLocale());
  useEffect(() => {
    if (!i18nProvider) return;
    // Only a new language redraws: signing out empties the store, and the screens must not be drawn again then,
    // while react-admin leaves them for the sign-in screen.
    return store.subscribe('locale', () => {
      const locale = i18nProvider.getLocale();
      if (locale === shownLocale.current) return;
      shownLocale.current = locale;
      setShown({ ...i18nProvider });
    });
  }, [store, i18nProvider]);
  return { store: turning, i18nProvider: shown };
}
