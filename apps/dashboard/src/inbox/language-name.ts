import { useMemo } from 'react';
import { useLocaleTag } from '../i18n/locale-format.ts';

/** A language code (`fr`, `de-DE`) named in the reader's language; the code itself when it names nothing. */
export function useLanguageName(): (code: string) => string {
  const tag = useLocaleTag();
  return useMemo(() => {
    const names = new Intl.DisplayNames([tag], { type: 'language' });
    return (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [tag]);
}
