import { useCallback } from 'react';
import { type Translate, useTranslate } from '../i18n/translate.ts';

/** A message to show: a translation key and its placeholders' values; `code:` keys are the API's error codes. */
export interface ShownMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** Which field an error code of the API belongs to, for a form; others are shown above the form. */
export type ServerFieldMap<Field extends string> = Partial<Record<string, Field>>;

/**
 * The text of an error code the API sent: its `dashboard` or `generic` text in the `errors` namespace, or a
 * validation rule's text, whichever exists; 'something went wrong' when none does.
 */
export function errorText(translate: Translate, code: string, params: Record<string, string | number> = {}) {
  const fallback = translate('errors.generic.something_went_wrong');
  return translate(`errors.dashboard.${code}`, {
    ...params,
    _: translate(`errors.generic.${code}`, {
      ...params,
      _: translate(`validation.${code}`, { ...params, _: fallback }),
    }),
  });
}

/**
 * Translates a shown message, on the sign-in screens and inside react-admin's app alike (`i18n/translate.ts`).
 */
export function useShownText() {
  const translate = useTranslate();
  return useCallback(
    (message: ShownMessage | undefined) => {
      if (!message) return undefined;
      if (message.key.startsWith('code:')) return errorText(translate, message.key.slice(5), message.params);
      return translate(message.key, message.params);
    },
    [translate],
  );
}
