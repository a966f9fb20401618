import { createContext, use } from 'react';

/** Translates a text key with its placeholders' values (`_` is the text when the key has none). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The active language's `translate`, for components drawn both on the sign-in screens (which do not load
 * react-admin) and inside react-admin's app: the sign-in screens give it from the i18n provider, the app from
 * react-admin's own (`admin-shell.tsx`), so either redraws its components when the language changes.
 */
export const TranslateContext = createContext<Translate>((key) => key);

export function useTranslate(): Translate {
  return use(TranslateContext);
}
